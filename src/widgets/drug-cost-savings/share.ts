import type { WalletPlatform } from './wallet';

export type ShareRequest = { sendType: 'email'; email: string } | { sendType: 'textMessage'; phoneNumber: string } | { sendType: 'wallet'; platform: WalletPlatform };

/** Spec 7: POST /api/optum-coupon-info-share body. */
export function shareBody(token: string, couponID: string, request: ShareRequest): { token: string; couponID: string } & ShareRequest {
  if (request.sendType === 'email') return { token, couponID, sendType: 'email', email: request.email.trim() };
  if (request.sendType === 'textMessage') return { token, couponID, sendType: 'textMessage', phoneNumber: request.phoneNumber.trim() };
  return { token, couponID, sendType: 'wallet', platform: request.platform };
}

/** Spec 2.3: the success text names the partner; "an email" or "a text". */
export function successText(sendType: 'email' | 'textMessage', partnerName: string): string {
  return `Look for ${sendType === 'email' ? 'an email' : 'a text'} from ${partnerName}, and show the coupon at the pharmacy when you fill your prescription.`;
}
