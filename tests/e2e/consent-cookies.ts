import type { BrowserContext } from '@playwright/test';

/**
 * A saved consent choice, as the consent banner writes it (OptanonConsent with group codes
 * C0001..C0005, and OptanonAlertBoxClosed), for tests that need optional features in a GDPR region.
 */
export async function saveConsentChoice(
  context: BrowserContext,
  baseURL: string,
  granted: { performance?: boolean; functional?: boolean; targeting?: boolean; social?: boolean },
): Promise<void> {
  const flag = (on?: boolean) => (on ? 1 : 0);
  const groups = `C0001:1,C0002:${flag(granted.performance)},C0003:${flag(granted.functional)},C0004:${flag(granted.targeting)},C0005:${flag(granted.social)}`;
  const value = new URLSearchParams({ groups, consentId: '00000000-0000-4000-8000-000000000001', version: '1', datestamp: new Date().toISOString() }).toString();
  const url = `${baseURL}/`;
  await context.addCookies([
    { name: 'OptanonConsent', value: encodeURIComponent(value), url },
    { name: 'OptanonAlertBoxClosed', value: encodeURIComponent(new Date().toISOString()), url },
  ]);
}
