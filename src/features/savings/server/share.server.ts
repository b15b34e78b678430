import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { couponSmsBody } from '../coupon-text';
import type { ShareBody, ShareResponse } from '../schema';
import { sendCouponMail } from './coupon-mail.server';
import { CouponError, couponDetails, findCoupon, notAvailableMessage, type CouponRequestContext } from './coupons.server';
import { couponLimitsFromEnv, limitShare } from './send-limits.server';
import { queueText } from './sms.server';
import { applePassSigning, buildPkpass, pkpassContentType } from './wallet-apple.server';
import { buildGoogleSaveJwt, googleWalletSigning } from './wallet-google.server';

export interface ShareContext extends CouponRequestContext {
  /** Origin of the site, allowed to show the Google Wallet save button. */
  origin: string;
  /** ALTCHA or reCAPTCHA, verified on the server. */
  verifyBotCheck: (token: string) => Promise<boolean>;
}

const failureMessages = {
  email: 'The coupon could not be sent by email. Please try again.',
  textMessage: 'The coupon could not be sent by text message. Please try again.',
  wallet: 'The coupon could not be stored in a wallet pass. Please try again.',
} as const;

function recipientOf(body: ShareBody): string | null {
  if (body.sendType === 'email') return body.email.toLowerCase();
  if (body.sendType === 'textMessage') return body.phoneNumber;
  return null;
}

/**
 * Sends an issued coupon (POST /api/optum-coupon-info-share), in this order: US visitors only, the
 * bot check, the daily cap per IP and the cap per recipient, the coupon must exist; then by email or
 * text message (queued: delivered by the sender, src/features/delivery), or as a wallet pass (iOS: the .pkpass, base64; Android: the Google Wallet save JWT).
 */
export async function shareCoupon(db: Kysely<Database>, body: ShareBody, ctx: ShareContext): Promise<ShareResponse> {
  if (!ctx.isUS) throw new CouponError(404, 'not_available', notAvailableMessage);
  if (!(await ctx.verifyBotCheck(body.token))) throw new CouponError(403, 'bot_check_failed', 'The bot check failed. Please try again.');
  const now = ctx.now ?? new Date();
  const limit = await limitShare(db, { ip: ctx.ip, recipient: recipientOf(body) }, couponLimitsFromEnv());
  if (!limit.allowed) throw new CouponError(429, 'rate_limited', limit.message, limit.retryAfterSeconds);
  const row = await findCoupon(db, body.couponID);
  if (!row) throw new CouponError(404, 'unknown_coupon', 'There is no coupon with this couponID.');

  const coupon = couponDetails(row);
  const { SAVINGS_PARTNER_NAME: partnerName, SMTP_URL, MAIL_FROM } = env();
  try {
    switch (body.sendType) {
      case 'email':
        await sendCouponMail(db, { smtpUrl: SMTP_URL, from: MAIL_FROM }, body.email, coupon, partnerName);
        return { success: true };
      case 'textMessage':
        await queueText(db, body.phoneNumber, couponSmsBody(coupon));
        return { success: true };
      case 'wallet':
        if (body.platform === 'iOS') {
          const pkpass = buildPkpass(coupon, await applePassSigning(db), partnerName);
          return { success: true, data: pkpass.toString('base64'), contentType: pkpassContentType, fileName: `coupon-${coupon.id}.pkpass` };
        }
        return { success: true, data: buildGoogleSaveJwt(coupon, await googleWalletSigning(db), { origin: ctx.origin, partnerName, now }) };
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const channel = body.sendType === 'wallet' ? `wallet ${body.platform}` : body.sendType;
    log('error', 'coupon send failed', { channel, couponId: coupon.id, error: detail });
    throw new CouponError(502, 'send_failed', failureMessages[body.sendType]);
  }
}
