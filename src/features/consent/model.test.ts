import { describe, expect, it } from 'vitest';
import {
  allGroups,
  isConsentComplete,
  parseChoice,
  resolveConsent,
  serializeChoice,
  usPrivacyFor,
  withNecessary,
  type ConsentInputs,
} from '@/features/consent/model';
import { regimeFor } from '@/lib/region';
import { readCookie } from '@/lib/cookies';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const stamp = '2026-11-21T10:00:00.000Z';
const none: Omit<ConsentInputs, 'regime'> = { gpc: false, consentCookie: undefined, usPrivacyCookie: undefined, alertBoxClosedCookie: undefined };
const chose = (groups: Parameters<typeof withNecessary>[0]) => ({
  consentCookie: serializeChoice({ groups: withNecessary(groups), consentId: id, version: 1, datestamp: stamp }),
  alertBoxClosedCookie: stamp,
});

describe('privacy regime', () => {
  it('puts the EEA, the UK, Switzerland and an unknown country under GDPR, the US under US rules', () => {
    for (const c of ['DE', 'FR', 'NO', 'IS', 'GB', 'CH', null]) expect(regimeFor(c)).toBe('gdpr');
    expect(regimeFor('US')).toBe('us');
    for (const c of ['CA', 'IN', 'BR']) expect(regimeFor(c)).toBe('other');
  });
});

describe('resolveConsent', () => {
  it('grants only strictly necessary in a GDPR region until the reader chooses', () => {
    const s = resolveConsent({ regime: 'gdpr', ...none });
    expect(s.decided).toBe(false);
    expect(s.groups).toEqual(allGroups(false));
    expect(s.groups['strictly-necessary']).toBe(true);
    expect(s.usPrivacy).toBe('1---');
  });

  it('applies the reader\'s saved choice in a GDPR region only once the banner was closed', () => {
    const saved = chose({ performance: true, targeting: true });
    expect(resolveConsent({ regime: 'gdpr', ...none, ...saved }).groups).toMatchObject({ performance: true, targeting: true, functional: false });
    expect(resolveConsent({ regime: 'gdpr', ...none, consentCookie: saved.consentCookie }).decided).toBe(false);
  });

  it('grants everything in the US with 1YNY, and everything but targeting when the US privacy string opts out', () => {
    const s = resolveConsent({ regime: 'us', ...none });
    expect(s).toMatchObject({ decided: true, usPrivacy: '1YNY', groups: allGroups(true) });
    const out = resolveConsent({ regime: 'us', ...none, usPrivacyCookie: '1YYY' });
    expect(out.usPrivacy).toBe('1YYY');
    expect(out.groups).toEqual({ ...allGroups(true), targeting: false });
  });

  it('treats Global Privacy Control as an opt-out of sale and sharing everywhere', () => {
    expect(resolveConsent({ regime: 'us', ...none, gpc: true })).toMatchObject({ usPrivacy: '1YYY', groups: { targeting: false, performance: true } });
    expect(resolveConsent({ regime: 'other', ...none, gpc: true }).groups.targeting).toBe(false);
    expect(resolveConsent({ regime: 'gdpr', ...none, gpc: true, ...chose({ targeting: true }) }).groups.targeting).toBe(false);
  });

  it('uses 1--- outside the US and ignores a bogus usprivacy cookie', () => {
    expect(resolveConsent({ regime: 'other', ...none, usPrivacyCookie: '1YYY' }).usPrivacy).toBe('1---');
    expect(resolveConsent({ regime: 'us', ...none, usPrivacyCookie: 'garbage' }).usPrivacy).toBe('1YNY');
  });

  it('maps a US reader who turns targeting off to 1YYY', () => {
    expect(usPrivacyFor('us', withNecessary({ performance: true }), false)).toBe('1YYY');
    expect(usPrivacyFor('us', allGroups(true), false)).toBe('1YNY');
    expect(usPrivacyFor('gdpr', allGroups(false), true)).toBe('1---');
  });
});

describe('consent cookie', () => {
  it('round-trips and always keeps strictly necessary on', () => {
    const raw = serializeChoice({ groups: { ...allGroups(false), 'strictly-necessary': false }, consentId: id, version: 1, datestamp: stamp });
    expect(parseChoice(raw)?.groups['strictly-necessary']).toBe(true);
    expect(parseChoice(raw)?.consentId).toBe(id);
  });

  it('reads a malformed, partial, oversized or outdated cookie as no choice', () => {
    for (const raw of ['', 'groups=C0001:1', 'x'.repeat(2000), serializeChoice({ groups: allGroups(true), consentId: id, version: 99, datestamp: stamp }), `groups=C0001:1,C0002:2,C0003:1,C0004:1,C0005:1&consentId=${id}&version=1&datestamp=${stamp}`]) {
      expect(parseChoice(raw)).toBeNull();
    }
  });

  it('is complete only when the three required group codes are active', () => {
    expect(isConsentComplete(withNecessary({ performance: true, functional: true }))).toBe(true);
    expect(isConsentComplete(withNecessary({ performance: true, targeting: true }))).toBe(false);
  });

  it('reads one cookie from a header and survives bad encoding', () => {
    expect(readCookie('a=1; usprivacy=1YNY; b=2', 'usprivacy')).toBe('1YNY');
    expect(readCookie('usprivacy=%E0%A4%A', 'usprivacy')).toBeUndefined();
    expect(readCookie('', 'usprivacy')).toBeUndefined();
  });
});
