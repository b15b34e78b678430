import { afterEach, beforeEach, vi } from 'vitest';
import { consentScriptId, resetConsentStore } from '@/features/consent/client';
import type { PrivacyRegime } from '@/lib/region';

/** Renders the consent boot script the layout would render (jsdom tests): the request's regime and GPC. */
export function bootConsent(regime: PrivacyRegime, gpc = false): void {
  document.getElementById(consentScriptId)?.remove();
  const script = document.createElement('script');
  script.id = consentScriptId;
  script.type = 'application/json';
  script.textContent = JSON.stringify({ regime, gpc });
  document.head.appendChild(script);
}

/** Expires every cookie of the jsdom document. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

/**
 * A reader with no consent choice yet, before and after each test (jsdom): no cookies and a fresh
 * consent store, with fetch stubbed to answer `status` so a saved choice (posted to the consent
 * API) goes nowhere. Registers beforeEach and afterEach hooks of the describe or file it is called
 * in; afterEach hooks registered after it (e.g. React's cleanup) run before its own.
 */
export function setupFreshConsent(status = 200): void {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status }))));
    clearCookies();
    resetConsentStore();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetConsentStore();
    clearCookies();
  });
}
