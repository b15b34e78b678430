import { increment } from '@/features/analytics/metrics';
import { track } from '@/features/analytics/track';
import { writeSessionItem } from '@/lib/browser-storage';
import { botCheckToken } from './bot-check-browser';
import type { NewsletterClientConfig } from './config';
import { hashEmail } from './hash';
import type { ActivationBody, ActivationResponse } from './schema';
import { consentValue, isMockSuccess, profileDataFrom, serviceErrorMessage, type NewsletterFormValues } from './validate';

export type SubmitResult = { ok: true; sessionId: string } | { ok: false; message: string };

export const sessionIdKey = 'newsletterSessionId';
export const activationEndpoint = '/api/activate/site';
const queryFields = ['ef_audience_segment', 'source', 'k1', 'campaignName'] as const;

/** The form's query fields, where the page URL has them. */
export function queryFromUrl(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(queryFields.flatMap((f) => (params.get(f) ? [[f, params.get(f)!.slice(0, 100)]] : [])));
}

export function activationBody(
  values: NewsletterFormValues,
  config: NewsletterClientConfig,
  page: { path: string; search: string },
  token: string,
  /** The form's own source (a newsletter driver's newsletterSource); else the page URL's, else 'newsletter-form'. */
  source?: string,
): ActivationBody {
  const fromUrl = queryFromUrl(page.search);
  // A driver's sign-up names its campaign (spec: the form is shown with a campaign name and a lists array).
  const query = config.campaignName ? { ...fromUrl, campaignName: config.campaignName.slice(0, 100) } : fromUrl;
  return {
    site: config.site,
    email: values.email.trim(),
    lists: [...config.lists],
    source: source || query.source || 'newsletter-form',
    profileData: profileDataFrom(values.datePickers),
    consent: { newsletterConsent: consentValue(values.newsletterConsent), explicitConsent: consentValue(values.explicitConsent) },
    path: page.path,
    identifiers: { ...(query.k1 ? { K1: query.k1 } : {}), ...(query.source ? { source: query.source } : {}) },
    query,
    recaptcha: token,
  };
}

function fail(status: string, message?: string): SubmitResult {
  increment('newsletter.subscribe.error', { status });
  return { ok: false, message: serviceErrorMessage(message) };
}

/**
 * Submits a validated form: bot check, activation, then the session id in session storage and an
 * identify event whose email is a SHA-256 hash. The test address mockSuccess skips all of it.
 */
export async function submitNewsletter(values: NewsletterFormValues, config: NewsletterClientConfig, location = 'newsletter-form', source?: string): Promise<SubmitResult> {
  if (isMockSuccess(values.email)) return { ok: true, sessionId: 'mockSuccess' };
  let response: Response;
  try {
    const token = await botCheckToken(config.botCheck);
    const body = activationBody(values, config, { path: window.location.pathname, search: window.location.search }, token, source);
    response = await fetch(activationEndpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' });
  } catch {
    return fail('network');
  }
  const data = (await response.json().catch(() => null)) as (ActivationResponse & { error?: { message?: string } }) | null;
  if (!response.ok || !data?.sessionId) return fail(String(response.status), data?.error?.message);
  writeSessionItem(sessionIdKey, data.sessionId);
  track('Identify', { traits: { emailHash: await hashEmail(values.email), userId: data.sessionId } });
  track('Form Submitted', { elementType: 'form', name: 'newsletter', location });
  return { ok: true, sessionId: data.sessionId };
}
