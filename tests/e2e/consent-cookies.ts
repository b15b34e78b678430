import type { BrowserContext } from '@playwright/test';
import { serializeChoice, withNecessary, type ConsentGroups } from '../../src/features/consent/model';

/**
 * A saved consent choice, as the consent banner writes it (OptanonConsent and OptanonAlertBoxClosed),
 * for tests that need optional features in a GDPR region. Strictly necessary is always on.
 */
export async function saveConsentChoice(context: BrowserContext, baseURL: string, granted: Partial<ConsentGroups>): Promise<void> {
  const value = serializeChoice({ groups: withNecessary(granted), consentId: '5f0c7a1e-3b2d-4c9a-8e7f-1a2b3c4d5e6f', version: 1, datestamp: new Date().toISOString() });
  const url = `${baseURL}/`;
  await context.addCookies([
    { name: 'OptanonConsent', value: encodeURIComponent(value), url },
    { name: 'OptanonAlertBoxClosed', value: encodeURIComponent(new Date().toISOString()), url },
  ]);
}
