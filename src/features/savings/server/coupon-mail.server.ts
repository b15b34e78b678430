import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { sendMail, type MailConfig, type MailMessage } from '@/features/mail/mail.server';
import { couponMailHtml, couponMailSubject, couponMailText, type CouponDetails } from '../coupon-text';

export function couponMail(to: string, coupon: CouponDetails, partnerName: string): MailMessage {
  return { to, subject: couponMailSubject(coupon), text: couponMailText(coupon, partnerName), html: couponMailHtml(coupon, partnerName) };
}

/** The coupon by mail: through SMTP when SMTP_URL is set, else into the mail outbox. Throws when SMTP refuses. */
export async function sendCouponMail(db: Kysely<Database>, config: MailConfig, to: string, coupon: CouponDetails, partnerName: string): Promise<void> {
  await sendMail(db, config, couponMail(to, coupon, partnerName));
}
