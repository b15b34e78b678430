import 'server-only';
import { cookies, headers } from 'next/headers';
import { currentRegion } from '@/lib/region.server';
import { cookieNames, resolveConsent, type ConsentState } from '../model';

/** Sec-GPC: 1 is the Global Privacy Control signal (an opt-out of sale and sharing). */
export function gpcFrom(headerValues: Pick<Headers, 'get'>): boolean {
  return headerValues.get('sec-gpc')?.trim() === '1';
}

/**
 * The consent that applies to the current request: the region's rule, the reader's saved choice
 * (cookies) and the GPC header. Server components use it to leave out what may not run (the
 * banner, third-party scripts); the browser store starts from the same inputs (ConsentScript).
 */
export async function currentConsent(): Promise<ConsentState> {
  const [region, jar, h] = await Promise.all([currentRegion(), cookies(), headers()]);
  return resolveConsent({
    regime: region.regime,
    gpc: gpcFrom(h),
    consentCookie: jar.get(cookieNames.consent)?.value,
    usPrivacyCookie: jar.get(cookieNames.usPrivacy)?.value,
    alertBoxClosedCookie: jar.get(cookieNames.alertBoxClosed)?.value,
  });
}
