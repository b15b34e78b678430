import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { decidedAttribute, decidedScript } from '@/features/consent/decided-script';
import { resolveConsent, serializeChoice, allGroups } from '@/features/consent/model';

/** Runs the inline script against a cookie string; true when it marked the page as decided. */
function runScript(cookie: string): boolean {
  const attributes = new Set<string>();
  const document = { cookie, documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  vm.runInNewContext(decidedScript, { document, URLSearchParams });
  return attributes.has(decidedAttribute);
}

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const choice = serializeChoice({ groups: allGroups(true), consentId: id, version: 1, datestamp: '2026-11-01T10:00:00.000Z' });
const cookieLine = (consent?: string, closed?: string) =>
  [consent !== undefined && `OptanonConsent=${encodeURIComponent(consent)}`, closed !== undefined && `OptanonAlertBoxClosed=${encodeURIComponent(closed)}`, 'other=1'].filter(Boolean).join('; ');

describe('the inline script that hides the banner before paint', () => {
  const cases: [string, string | undefined, string | undefined][] = [
    ['a saved choice', choice, '2026-11-01T10:00:00.000Z'],
    ['no cookies', undefined, undefined],
    ['a choice but the banner never closed', choice, undefined],
    ['closed without a choice', undefined, '2026-11-01T10:00:00.000Z'],
    ['an old version', choice.replace('version=1', 'version=0'), 'x'],
    ['a bad consent id', choice.replace(id, 'nope'), 'x'],
    ['a missing group', choice.replace('C0005%3A1', '').replace('C0005:1', ''), 'x'],
    ['a bad datestamp', choice.replace(/datestamp=[^&]*/, 'datestamp=never'), 'x'],
    ['garbage', '%E0%A4%A', 'x'],
  ];
  it.each(cases)('agrees with resolveConsent: %s', (_name, consent, closed) => {
    const expected = resolveConsent({ regime: 'gdpr', gpc: false, consentCookie: consent, usPrivacyCookie: undefined, alertBoxClosedCookie: closed }).decided;
    expect(runScript(cookieLine(consent, closed))).toBe(expected);
  });

  it('marks a reader who chose, and only them', () => {
    expect(runScript(cookieLine(choice, 'x'))).toBe(true);
    expect(runScript('')).toBe(false);
  });
});
