import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { readCookie } from '@/lib/cookies';
import { randomId } from '@/lib/random-id';
import {
  allGroups,
  consentCookieMaxAgeSeconds,
  consentVersion,
  cookieNames,
  parseChoice,
  serializeChoice,
  usPrivacyFor,
} from '../model';
import { recordBodyFor } from '../record';
import { consentRecordSchema } from '../record-schema';
import { storeConsentRecord, type RecordContext } from './records.server';

export type BannerChoice = 'accept-all' | 'reject-all';

export function isBannerChoice(value: unknown): value is BannerChoice {
  return value === 'accept-all' || value === 'reject-all';
}

/** A same-site path to go back to, from the Referer of the banner's page; anything else goes home. */
export function returnPath(referer: string | null, host: string | null): string {
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    return url.host === host && url.pathname.startsWith('/') && !url.pathname.startsWith('//') ? url.pathname + url.search : '/';
  } catch {
    return '/';
  }
}

/**
 * The banner's buttons without JavaScript: the same cookies the browser store writes (same
 * format, flags and lifetime; not HttpOnly, as the browser store reads them) and the same record.
 */
export async function bannerChoiceCookies(
  db: Kysely<Database>,
  choice: BannerChoice,
  cookieHeader: string,
  ctx: RecordContext,
  secure: boolean,
): Promise<string[]> {
  const now = ctx.now ?? new Date();
  const consentId = parseChoice(readCookie(cookieHeader, cookieNames.consent))?.consentId ?? randomId();
  const groups = allGroups(choice === 'accept-all');
  await storeConsentRecord(db, consentRecordSchema.parse(recordBodyFor(consentId, groups, choice)), { ...ctx, now });
  const values: [string, string][] = [
    [cookieNames.consent, serializeChoice({ groups, consentId, version: consentVersion, datestamp: now.toISOString() })],
    [cookieNames.alertBoxClosed, now.toISOString()],
    [cookieNames.usPrivacy, usPrivacyFor(ctx.regime, groups, ctx.gpc)],
  ];
  return values.map(
    ([name, value]) => `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${consentCookieMaxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}
