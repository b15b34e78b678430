import type { PrivacyRegime } from '@/lib/region';

/**
 * The consent model shared by the server and the browser: categories, the regional rule, the US
 * privacy string and the cookie formats (spec: site shell, Privacy; Cookies; constants).
 * Pure functions only, so every rule here is unit tested without a browser.
 */

/** The five consent categories, with the group codes the consent cookie stores. */
export const consentCategories = {
  'strictly-necessary': 'C0001',
  performance: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
  'social-media': 'C0005',
} as const;

export type ConsentCategory = keyof typeof consentCategories;
export type GroupCode = (typeof consentCategories)[ConsentCategory];
export type ConsentGroups = Record<ConsentCategory, boolean>;

export const categoryIds = Object.keys(consentCategories) as ConsentCategory[];

/** Spec: consent is complete only when these three required group codes are all active. */
export const requiredGroupCodes: readonly GroupCode[] = ['C0001', 'C0002', 'C0003'];

export const cookieNames = {
  usPrivacy: 'usprivacy',
  alertBoxClosed: 'OptanonAlertBoxClosed',
  consent: 'OptanonConsent',
} as const;

/** Spec: the US privacy cookie lasts 365 days; the other consent cookies use the same lifetime. */
export const consentCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** Bumped when the categories or their wording change; a stored choice of another version is asked again. */
export const consentVersion = 1;

/** Spec privacy strings: 1--- (US rules do not apply), 1YNY (notice given, not opted out), 1YYY (opted out). */
export const usPrivacyStrings = { notApplicable: '1---', optedIn: '1YNY', optedOut: '1YYY' } as const;
export type UsPrivacyString = (typeof usPrivacyStrings)[keyof typeof usPrivacyStrings];

export function isUsPrivacyString(value: string | undefined): value is UsPrivacyString {
  return value !== undefined && (Object.values(usPrivacyStrings) as string[]).includes(value);
}

/** The third character says whether the reader opted out of sale or sharing. */
export function blocksTargeting(usPrivacy: string): boolean {
  return usPrivacy.charAt(2) === 'Y';
}

export function allGroups(granted: boolean): ConsentGroups {
  return Object.fromEntries(categoryIds.map((id) => [id, granted || id === 'strictly-necessary'])) as ConsentGroups;
}

/** Strictly necessary is always on, whatever a cookie or a request says. */
export function withNecessary(groups: Partial<ConsentGroups>): ConsentGroups {
  const base = allGroups(false);
  for (const id of categoryIds) if (groups[id] === true) base[id] = true;
  base['strictly-necessary'] = true;
  return base;
}

export function isConsentComplete(groups: ConsentGroups): boolean {
  const active = activeGroupCodes(groups);
  return requiredGroupCodes.every((code) => active.includes(code));
}

export function activeGroupCodes(groups: ConsentGroups): GroupCode[] {
  return categoryIds.filter((id) => groups[id]).map((id) => consentCategories[id]);
}

/** The stored choice in the OptanonConsent cookie: groups=C0001:1,C0002:0,...&consentId=...&version=1&datestamp=... */
export interface StoredChoice {
  groups: ConsentGroups;
  consentId: string;
  version: number;
  datestamp: string;
}

const consentIdPattern = /^[0-9a-f-]{36}$/;

export function serializeChoice(choice: StoredChoice): string {
  const groups = categoryIds.map((id) => `${consentCategories[id]}:${choice.groups[id] ? 1 : 0}`).join(',');
  return new URLSearchParams({ groups, consentId: choice.consentId, version: String(choice.version), datestamp: choice.datestamp }).toString();
}

/** A malformed, foreign or outdated cookie reads as no choice at all (the reader is asked again). */
export function parseChoice(raw: string | undefined): StoredChoice | null {
  if (!raw || raw.length > 1000) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return null;
  }
  const consentId = params.get('consentId') ?? '';
  const version = Number(params.get('version'));
  const datestamp = params.get('datestamp') ?? '';
  if (!consentIdPattern.test(consentId) || version !== consentVersion || Number.isNaN(Date.parse(datestamp))) return null;
  const byCode = new Map<string, boolean>();
  for (const pair of (params.get('groups') ?? '').split(',')) {
    const [code, flag] = pair.split(':');
    if (code && (flag === '0' || flag === '1')) byCode.set(code, flag === '1');
  }
  if (!categoryIds.every((id) => byCode.has(consentCategories[id]))) return null;
  const groups = withNecessary(Object.fromEntries(categoryIds.map((id) => [id, byCode.get(consentCategories[id])])) as ConsentGroups);
  return { groups, consentId, version, datestamp };
}

/** What the server knows about the request; the browser adds navigator.globalPrivacyControl. */
export interface ConsentInputs {
  regime: PrivacyRegime;
  /** Sec-GPC: 1 on the request, or navigator.globalPrivacyControl in the browser. */
  gpc: boolean;
  /** Raw cookie values (undefined when absent). */
  consentCookie: string | undefined;
  usPrivacyCookie: string | undefined;
  alertBoxClosedCookie: string | undefined;
}

export interface ConsentState {
  regime: PrivacyRegime;
  groups: ConsentGroups;
  usPrivacy: UsPrivacyString;
  /** False only in a GDPR region before the reader has chosen: the banner shows, nothing optional runs. */
  decided: boolean;
  gpc: boolean;
  /** The id of the reader's stored choice on our consent server, when there is one. */
  consentId: string | null;
}

/**
 * The regional rule. GDPR regions: only strictly necessary until the reader chooses, then their
 * choice. Elsewhere: everything granted (or the reader's saved choice), except targeting when the
 * US privacy string says the reader opted out. Global Privacy Control is an opt-out of sale and
 * sharing everywhere: targeting off, and 1YYY in the US.
 */
export function resolveConsent(inputs: ConsentInputs): ConsentState {
  const choice = parseChoice(inputs.consentCookie);
  const chosen = choice !== null && Boolean(inputs.alertBoxClosedCookie);
  const consentId = choice?.consentId ?? null;

  if (inputs.regime === 'gdpr') {
    const groups = chosen ? { ...choice.groups } : allGroups(false);
    if (inputs.gpc) groups.targeting = false;
    return { regime: 'gdpr', groups, usPrivacy: usPrivacyStrings.notApplicable, decided: chosen, gpc: inputs.gpc, consentId };
  }

  const groups = chosen ? { ...choice.groups } : allGroups(true);
  let usPrivacy: UsPrivacyString = usPrivacyStrings.notApplicable;
  if (inputs.regime === 'us') {
    const saved = isUsPrivacyString(inputs.usPrivacyCookie) && inputs.usPrivacyCookie !== usPrivacyStrings.notApplicable ? inputs.usPrivacyCookie : undefined;
    const optedOut = inputs.gpc || (chosen ? !choice.groups.targeting : saved !== undefined && blocksTargeting(saved));
    usPrivacy = optedOut ? usPrivacyStrings.optedOut : usPrivacyStrings.optedIn;
  }
  if (inputs.gpc || blocksTargeting(usPrivacy)) groups.targeting = false;
  return { regime: inputs.regime, groups, usPrivacy, decided: true, gpc: inputs.gpc, consentId };
}

/** The US privacy string that a set of groups stands for in a regime (targeting off is an opt-out in the US). */
export function usPrivacyFor(regime: PrivacyRegime, groups: ConsentGroups, gpc: boolean): UsPrivacyString {
  if (regime !== 'us') return usPrivacyStrings.notApplicable;
  return gpc || !groups.targeting ? usPrivacyStrings.optedOut : usPrivacyStrings.optedIn;
}
