import { getDb } from '@/db/client.server';
import { isBareAddress } from '@/features/mail/address';
import { botCheckConfig, verifyAltcha, verifyRecaptcha } from '@/features/newsletter/server/bot-check.server';
import { keys, linkOrigin } from '@/features/newsletter/server/context.server';
import { couponRecaptchaAction } from '@/features/savings/coupon-text';
import { maxShareBodyBytes, shareBodySchema } from '@/features/savings/schema';
import { CouponError } from '@/features/savings/server/coupons.server';
import { shareCoupon } from '@/features/savings/server/share.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { clientAddress } from '@/lib/client-address.server';
import { currentSiteId } from '@/lib/current-site.server';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { savingsAvailableHere } from '@/features/savings/server/availability.server';
import { apiRoute } from '@/lib/api-route';

const noStore = { 'cache-control': 'no-store' };

function invalidBody(issues: ReturnType<typeof zodIssues>): Response {
  const only = (field: string) => issues.length > 0 && issues.every((i) => i.path === field);
  if (only('email')) return apiError(400, 'invalid_email', 'Enter a valid email address.', issues, noStore);
  if (only('phoneNumber')) return apiError(400, 'invalid_phone', 'Enter a US phone number of 10 digits.', issues, noStore);
  return apiError(400, 'invalid_share', 'The coupon send request is not valid.', issues, noStore);
}

/** Sends an issued coupon by email, text message or as a phone wallet pass (spec 7). */
async function handlePOST(request: Request): Promise<Response> {
  const read = await readJsonBody(request, maxShareBodyBytes);
  if (!read.ok) return read.response;
  const parsed = shareBodySchema.safeParse(read.body);
  if (!parsed.success) return invalidBody(zodIssues(parsed.error));
  // The form's pattern lets through forms a mail library reads as another recipient ("a<v@x>", "v@x,y").
  if (parsed.data.sendType === 'email' && !isBareAddress(parsed.data.email)) return invalidBody([{ path: 'email', message: 'Enter a valid email address.' }]);

  const db = await getDb();
  const e = env();
  const site = await currentSiteId();
  const ip = await clientAddress();
  const useRecaptcha = botCheckConfig({ siteKey: e.RECAPTCHA_SITE_KEY, secret: e.RECAPTCHA_SECRET }).kind === 'recaptcha';
  try {
    const answer = await shareCoupon(db, parsed.data, {
      site,
      ip,
      isUS: await savingsAvailableHere(),
      origin: await linkOrigin(site),
      verifyBotCheck: async (token) =>
        useRecaptcha ? verifyRecaptcha(token, e.RECAPTCHA_SECRET, ip, fetch, couponRecaptchaAction) : verifyAltcha(db, token, (await keys(db)).altcha),
    });
    return Response.json(answer, { headers: noStore });
  } catch (error) {
    if (error instanceof CouponError) {
      const headers = error.retryAfterSeconds ? { ...noStore, 'Retry-After': String(error.retryAfterSeconds) } : noStore;
      return apiError(error.status, error.code, error.message, [], headers);
    }
    log('error', 'coupon share failed', { error: error instanceof Error ? error.message : String(error) });
    return apiError(500, 'internal', 'The coupon could not be sent. Please try again later.', [], noStore);
  }
}

export const POST = apiRoute(handlePOST);
