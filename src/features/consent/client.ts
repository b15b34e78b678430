import { getCookie, setCookie } from '@/lib/cookies';
import { randomId } from '@/lib/random-id';
import {
  allGroups,
  consentCookieMaxAgeSeconds,
  consentVersion,
  cookieNames,
  resolveConsent,
  serializeChoice,
  usPrivacyFor,
  withNecessary,
  type ConsentCategory,
  type ConsentGroups,
  type ConsentState,
} from './model';
import type { PrivacyRegime } from '@/lib/region';
import { recordBodyFor, type ChoiceKind } from './record';

/**
 * The browser's consent store. Everything optional asks it first: consentGranted('performance')
 * before analytics, whenGranted('targeting', load) before a third-party ad script. It starts from
 * what the server rendered into #wellread-consent (the region's regime and the GPC header) plus the
 * cookies and navigator.globalPrivacyControl, so server and browser apply the same rule.
 */

export const consentScriptId = 'wellread-consent';

export interface ConsentBoot {
  regime: PrivacyRegime;
  gpc: boolean;
}

type Listener = (state: ConsentState) => void;
const listeners = new Set<Listener>();
let state: ConsentState | undefined;

function readBoot(): ConsentBoot {
  try {
    const raw = JSON.parse(document.getElementById(consentScriptId)?.textContent ?? 'null') as Partial<ConsentBoot> | null;
    const regime = raw?.regime === 'us' || raw?.regime === 'other' ? raw.regime : 'gdpr';
    return { regime, gpc: raw?.gpc === true };
  } catch {
    return { regime: 'gdpr', gpc: false };
  }
}

function browserGpc(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

function compute(): ConsentState {
  const boot = readBoot();
  return resolveConsent({
    regime: boot.regime,
    gpc: boot.gpc || browserGpc(),
    consentCookie: getCookie(cookieNames.consent),
    usPrivacyCookie: getCookie(cookieNames.usPrivacy),
    alertBoxClosedCookie: getCookie(cookieNames.alertBoxClosed),
  });
}

/** The current consent. Outside a browser nothing optional is granted. */
export function consentState(): ConsentState {
  if (typeof window === 'undefined') {
    return { regime: 'gdpr', groups: allGroups(false), usPrivacy: '1---', decided: false, gpc: false, consentId: null };
  }
  state ??= compute();
  return state;
}

export function consentGranted(category: ConsentCategory): boolean {
  return consentState().groups[category];
}

/** Calls listener after every change of consent; returns the unsubscribe function. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs start once the category is granted: now if it already is, else after the reader grants it. */
export function whenGranted(category: ConsentCategory, start: () => void): () => void {
  if (consentGranted(category)) {
    start();
    return () => undefined;
  }
  const stop = onConsentChange((next) => {
    if (!next.groups[category]) return;
    stop();
    start();
  });
  return stop;
}

function writeCookie(name: string, value: string): void {
  setCookie(name, value, consentCookieMaxAgeSeconds);
}

/** Writes the US privacy cookie for the current state (spec: usprivacy, 365 days). */
export function writeUsPrivacyCookie(current: ConsentState = consentState()): void {
  writeCookie(cookieNames.usPrivacy, current.usPrivacy);
}

export interface SavedChoice {
  previous: ConsentState;
  next: ConsentState;
  /** True when the US privacy value changed: the page reloads so every script starts from the new value. */
  reloads: boolean;
}

export interface SaveOptions {
  /** How the reader chose: recorded as setAll (accept-all) or unsetAll (reject-all) on the consent server. */
  kind?: ChoiceKind;
  reload?: () => void;
}

/** Sends the choice to our consent server (PATCH /api/consent); keepalive, so it survives the reload that may follow. */
function recordChoice(consentId: string, groups: ConsentGroups, kind: ChoiceKind): void {
  if (typeof fetch !== 'function') return;
  fetch('/api/consent', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(recordBodyFor(consentId, groups, kind)),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Saves the reader's choice in the consent cookies (strictly necessary is always on), closes the
 * banner (OptanonAlertBoxClosed), records it on our consent server and tells every listener.
 * Reloads the page when the US privacy value changed (spec: on a settings change the page reloads
 * if the US privacy value changed).
 */
export function saveChoice(groups: Partial<ConsentGroups>, options: SaveOptions | (() => void) = {}): SavedChoice {
  const { kind = 'custom', reload = () => window.location.reload() } = typeof options === 'function' ? { reload: options } : options;
  const previous = consentState();
  const chosen = withNecessary(groups);
  const consentId = previous.consentId ?? randomId();
  writeCookie(cookieNames.consent, serializeChoice({ groups: chosen, consentId, version: consentVersion, datestamp: new Date().toISOString() }));
  writeCookie(cookieNames.alertBoxClosed, new Date().toISOString());
  writeCookie(cookieNames.usPrivacy, usPrivacyFor(previous.regime, chosen, previous.gpc));
  recordChoice(consentId, chosen, kind);
  state = compute();
  const next = state;
  const reloads = previous.usPrivacy !== next.usPrivacy;
  if (reloads) reload();
  else for (const listener of [...listeners]) listener(next);
  return { previous, next, reloads };
}

/** For tests: forget the cached state so the next read starts from the cookies again. */
export function resetConsentStore(): void {
  state = undefined;
  listeners.clear();
}

/** In the US, ad technology reads usprivacy: written on the first visit and whenever the value changed (GPC turned on). */
export function syncUsPrivacyCookie(): void {
  const current = consentState();
  if (current.regime !== 'us') return;
  if (getCookie(cookieNames.usPrivacy) !== current.usPrivacy) writeUsPrivacyCookie(current);
}
