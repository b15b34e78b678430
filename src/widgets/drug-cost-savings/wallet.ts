import { googleWalletSavePrefix } from '@/features/savings/coupon-text';

export type WalletPlatform = 'Android' | 'iOS';

/** Spec 6: Android is 'Android' plus 'Mobile' in the user agent; iOS is iPad, iPhone, iPod or Macintosh; anything else has no wallet. */
export function walletPlatform(userAgent: string): WalletPlatform | null {
  if (userAgent.includes('Android') && userAgent.includes('Mobile')) return 'Android';
  if (/iPad|iPhone|iPod|Macintosh/.test(userAgent)) return 'iOS';
  return null;
}

export const pkpassType = 'application/vnd.apple.pkpass';

/** Spec 7 and 9: the iOS wallet answer is the .pkpass in base64; it downloads as a file of this type. */
export function pkpassBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: pkpassType });
}

/** Spec 7: the Android wallet answer is a save-link id (a JWT) opened on the wallet provider's site. */
export function googleWalletSaveUrl(jwt: string): string {
  return `${googleWalletSavePrefix}${encodeURIComponent(jwt)}`;
}
