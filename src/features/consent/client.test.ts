// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentState, resetConsentStore, saveChoice, syncUsPrivacyCookie, whenGranted } from '@/features/consent/client';
import { allGroups, withNecessary } from '@/features/consent/model';
import type { PrivacyRegime } from '@/lib/region';

/** Records every cookie string written, and keeps name=value pairs readable like a browser does. */
function recordCookies() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    set: (value: string) => {
      writes.push(value);
      const [pair] = value.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    },
  });
  return { jar, writes };
}

function boot(regime: PrivacyRegime, gpc = false) {
  document.body.innerHTML = `<script id="wellread-consent" type="application/json">${JSON.stringify({ regime, gpc })}</script>`;
  resetConsentStore();
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetConsentStore();
});

describe('browser consent store', () => {
  it('writes the consent cookies with Path=/, SameSite=Lax and a 365-day lifetime, and records the choice', () => {
    const { writes, jar } = recordCookies();
    boot('gdpr');
    expect(consentState().decided).toBe(false);
    const started = vi.fn();
    whenGranted('performance', started);
    const reload = vi.fn();
    const result = saveChoice(allGroups(true), { kind: 'accept-all', reload });

    expect(writes.map((w) => w.split('=')[0])).toEqual(['OptanonConsent', 'OptanonAlertBoxClosed', 'usprivacy']);
    for (const w of writes) expect(w).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(jar.get('usprivacy')).toBe('1---');
    expect(result).toMatchObject({ reloads: false, next: { decided: true, groups: allGroups(true) } });
    expect(started).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/consent');
    expect(init).toMatchObject({ method: 'PATCH', keepalive: true });
    expect(JSON.parse(String(init.body))).toMatchObject({ consentId: result.next.consentId, setAll: true, unsetAll: false, publisherCustomConsents: { C0004: true } });
  });

  it('keeps the consent id across choices, so the server keeps one history per reader', () => {
    recordCookies();
    boot('gdpr');
    const first = saveChoice(allGroups(false), { kind: 'reject-all' });
    const second = saveChoice(withNecessary({ functional: true }));
    expect(second.next.consentId).toBe(first.next.consentId);
    const bodies = fetchMock.mock.calls.map((c) => JSON.parse(String((c[1] as RequestInit).body)) as { unsetAll: boolean; setAll: boolean });
    expect(bodies.map((b) => [b.setAll, b.unsetAll])).toEqual([[false, true], [false, false]]);
  });

  it('reloads in the US when the privacy string changes, not when only another category changes', () => {
    recordCookies();
    boot('us');
    const reload = vi.fn();
    expect(saveChoice({ ...allGroups(true), functional: false }, { reload }).reloads).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    const out = saveChoice({ ...allGroups(true), targeting: false }, { reload });
    expect(out).toMatchObject({ reloads: true, next: { usPrivacy: '1YYY' } });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('writes usprivacy on the first US visit and after GPC turns on, and never outside the US', () => {
    const { jar, writes } = recordCookies();
    boot('other');
    syncUsPrivacyCookie();
    expect(writes).toEqual([]);
    boot('us');
    syncUsPrivacyCookie();
    expect(jar.get('usprivacy')).toBe('1YNY');
    syncUsPrivacyCookie();
    expect(writes).toHaveLength(1);
    boot('us', true);
    syncUsPrivacyCookie();
    expect(jar.get('usprivacy')).toBe('1YYY');
  });

  it('adds Secure on https', () => {
    const { writes } = recordCookies();
    boot('gdpr');
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    saveChoice(allGroups(false), { reload: vi.fn() });
    expect(writes.every((w) => w.endsWith('; Secure'))).toBe(true);
  });
});
