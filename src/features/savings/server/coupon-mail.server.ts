import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { queueMail, type MailConfig, type MailMessage } from '@/features/mail/mail.server';
import { couponMailHtml, couponMailSubject, couponMailText, type CouponDetails } from '../coupon-text';

export function couponMail(to: string, coupon: CouponDetails, partnerName: string): MailMessage {
  return { to, subject: couponMailSubject(coupon), text: couponMailText(coupon, partnerName), html: couponMailHtml(coupon, partnerName) };
}

/** The coupon by mail: queued for delivery (SMTP when SMTP_URL is set, else the local outbox). */
export async function sendCouponMail(db: Kysely<Database>, config: MailConfig, to: string, coupon: CouponDetails, partnerName: string): Promise<void> {
  await queueMail(db, config, couponMail(to, coupon, partnerName));
}
