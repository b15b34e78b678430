// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentStore, saveChoice } from '@/features/consent/client';
import { gpp, installCmpApis, uspapi } from '@/features/consent/cmp-api';
import { allGroups } from '@/features/consent/model';
import type { PrivacyRegime } from '@/lib/region';
import { cmpStubScript } from '@/features/consent/stub-script';
import { clearCookies } from '@tests/support/consent';

type Api = (...args: unknown[]) => void;
const win = window as unknown as { __uspapi?: Api; __gpp?: Api };

function boot(regime: PrivacyRegime, gpc = false) {
  document.body.innerHTML = `<script id="wellread-consent" type="application/json">${JSON.stringify({ regime, gpc })}</script>`;
  resetConsentStore();
}

beforeEach(() => {
  clearCookies();
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null))));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetConsentStore();
});

describe('__uspapi', () => {
  it('answers getUSPData with the US privacy string, ping, and refuses other commands', () => {
    boot('us');
    const cb = vi.fn();
    uspapi('getUSPData', 1, cb);
    expect(cb).toHaveBeenLastCalledWith({ version: 1, uspString: '1YNY' }, true);
    uspapi('ping', 1, cb);
    expect(cb).toHaveBeenLastCalledWith({ uspapiLoaded: true, version: 1 }, true);
    uspapi('getUSPData', 2, cb);
    expect(cb).toHaveBeenLastCalledWith(null, false);
    boot('gdpr');
    uspapi('getUSPData', 1, cb);
    expect(cb).toHaveBeenLastCalledWith({ version: 1, uspString: '1---' }, true);
  });
});

describe('__gpp (CMP API 1.1)', () => {
  it('pings with the uspv1 section and a real GPP string in the US (GPC: opted out)', () => {
    boot('us', true);
    const cb = vi.fn();
    gpp('ping', cb);
    expect(cb).toHaveBeenCalledWith(
      expect.objectContaining({
        gppVersion: '1.1',
        cmpStatus: 'loaded',
        cmpDisplayStatus: 'hidden',
        signalStatus: 'ready',
        supportedAPIs: ['6:uspv1'],
        applicableSections: [6],
        gppString: 'DBABTA~1YYY',
        parsedSections: { uspv1: { Version: 1, Notice: 'Y', OptOutSale: 'Y', LspaCovered: 'Y' } },
      }),
      true,
    );
    gpp('hasSection', cb, 'uspv1');
    expect(cb).toHaveBeenLastCalledWith(true, true);
    gpp('getSection', cb, 'uspv1');
    expect(cb).toHaveBeenLastCalledWith({ Version: 1, Notice: 'Y', OptOutSale: 'Y', LspaCovered: 'Y' }, true);
    gpp('getField', cb, 'uspv1.OptOutSale');
    expect(cb).toHaveBeenLastCalledWith('Y', true);
    gpp('getField', cb, 'uspv1.Nope');
    expect(cb).toHaveBeenLastCalledWith(null, true);
    gpp('fly', cb);
    expect(cb).toHaveBeenLastCalledWith(null, false);
  });

  it('has no applicable section outside the US, and shows the banner as visible before a GDPR choice', () => {
    boot('gdpr');
    const cb = vi.fn();
    gpp('ping', cb);
    expect(cb).toHaveBeenCalledWith(expect.objectContaining({ applicableSections: [-1], sectionList: [], gppString: 'DBAA', cmpDisplayStatus: 'visible' }), true);
    gpp('hasSection', cb, 'uspv1');
    expect(cb).toHaveBeenLastCalledWith(false, true);
  });

  it('answers ping from the inline stub, replays the calls it queued, then tells event listeners about changes until removed', () => {
    boot('us');
    delete win.__uspapi;
    delete win.__gpp;
    new Function(cmpStubScript)();
    const stubPing = vi.fn();
    win.__gpp!('ping', stubPing);
    expect(stubPing).toHaveBeenCalledWith(expect.objectContaining({ gppVersion: '1.1', cmpStatus: 'stub', signalStatus: 'not ready' }), true);
    const early = vi.fn();
    win.__uspapi!('getUSPData', 1, early);
    win.__gpp!('getField', early, 'uspv1.OptOutSale');
    expect(early).not.toHaveBeenCalled();

    installCmpApis(window);
    expect(early).toHaveBeenCalledWith({ version: 1, uspString: '1YNY' }, true);
    expect(early).toHaveBeenCalledWith('N', true);

    const events: { eventName: string; listenerId: number; data: unknown }[] = [];
    win.__gpp!('addEventListener', (e: (typeof events)[number]) => events.push(e));
    expect(events[0]).toMatchObject({ eventName: 'listenerRegistered', listenerId: expect.any(Number) });
    saveChoice({ ...allGroups(true), functional: false }, { reload: vi.fn() });
    expect(events.map((e) => e.eventName)).toEqual(['listenerRegistered', 'cmpDisplayStatus', 'sectionChange']);
    const removed = vi.fn();
    win.__gpp!('removeEventListener', removed, events[0]!.listenerId);
    expect(removed).toHaveBeenCalledWith(true, true);
    saveChoice(allGroups(true), { reload: vi.fn() });
    expect(events).toHaveLength(3);
  });
});
