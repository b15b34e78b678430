import { consentScriptId } from '@/features/consent/client';
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
