// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAdBlockState, setDetected, setPermitted } from '@/features/ad-block/state';
import { resetConsentStore } from '@/features/consent/client';
import { gptProvider, gptScriptUrl, resetGpt, type GoogleTag } from '@/features/ads/provider/gpt';
import { houseProvider } from '@/features/ads/provider/house';
import { adProvider, resetAdProviders } from '@/features/ads/provider/load';
import { clearCookies } from '@tests/support/consent';

const creative = { id: 7, size: 'mediumRectangle', width: 300, height: 250, alt: 'Wellread: Sign up.', href: '/#newsletter-form-homepage', imageUrl: '/api/ads/creative/7.svg' };
const request = { position: 'MMR1' as const, slotId: 'slot-1', sizes: ['mediumRectangle'] as const, targeting: { k1: 'sleep', kmeta: ['a', 'b'] } };

beforeEach(() => {
  resetAdBlockState();
  resetConsentStore();
  resetAdProviders();
  resetGpt();
  clearCookies();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.googletag;
});
afterEach(() => vi.unstubAllGlobals());

describe('house provider', () => {
  it('fetches a creative without cookies and renders a link around a sized image with alt text', async () => {
    const fetchMock = vi.fn(async () => Response.json(creative));
    vi.stubGlobal('fetch', fetchMock);
    const container = document.createElement('div');
    const result = await houseProvider('healthline').fill(container, request);
    expect(result).toEqual({ filled: true, size: 'mediumRectangle' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ads/house?site=healthline&position=MMR1&sizes=mediumRectangle');
    expect(init.credentials).toBe('omit');
    const img = container.querySelector('a[href="/#newsletter-form-homepage"] > img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt'), img.getAttribute('src')]).toEqual(['300', '250', 'Wellread: Sign up.', '/api/ads/creative/7.svg']);
  });

  it('uses the neutral first-party paths when asked', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await houseProvider('psy', () => 'firstParty').fill(document.createElement('div'), request)).toEqual({ filled: false });
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toMatch(/^\/api\/w\/p\?site=psy&/);
  });

  it('stays empty for no creative, a failed request or an answer pointing off the site', async () => {
    const provider = houseProvider('healthline');
    const container = document.createElement('div');
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    expect(await provider.fill(container, request)).toEqual({ filled: false });
    vi.stubGlobal('fetch', async () => Promise.reject(new Error('offline')));
    expect(await provider.fill(container, request)).toEqual({ filled: false });
    vi.stubGlobal('fetch', async () => Response.json({ ...creative, href: '//evil.example/' }));
    expect(await provider.fill(container, request)).toEqual({ filled: false });
    expect(container.childElementCount).toBe(0);
  });
});

describe('provider choice', () => {
  const config = { site: 'healthline' as const, gptNetworkCode: '1234' };

  it('house ads without a network code, and without targeting consent', () => {
    expect(adProvider({ site: 'healthline', gptNetworkCode: '' }).name).toBe('house');
    // No consent cookie and no boot script: the strictest regime, nothing optional granted.
    expect(adProvider(config).name).toBe('house');
  });

  it('GPT with a network code and targeting consent, house again when reinserting past a blocker', () => {
    document.body.innerHTML = '<script id="wellread-consent" type="application/json">{"regime":"other","gpc":false}</script>';
    expect(adProvider(config).name).toBe('gpt');
    setDetected(true);
    setPermitted(true);
    expect(adProvider(config).name).toBe('house');
  });
});

describe('GPT provider', () => {
  function fakeTag() {
    const listeners: ((e: { slot: unknown; isEmpty: boolean; size: [number, number] | null }) => void)[] = [];
    const slot = { addService: vi.fn(() => slot), setTargeting: vi.fn(() => slot) };
    const tag = {
      cmd: { push: (fn: () => void) => fn() },
      defineSlot: vi.fn(() => slot),
      pubads: () => ({ addEventListener: (_: string, l: (typeof listeners)[number]) => listeners.push(l) }),
      enableServices: vi.fn(),
      display: vi.fn((id: string) => listeners.forEach((l) => l({ slot, isEmpty: id === 'empty', size: [300, 250] }))),
      destroySlots: vi.fn(() => true),
    };
    return { tag, slot };
  }

  it('loads gpt.js with the page\'s CSP nonce, defines /{code}/{position} with the sizes and the page targeting, and reports the render', async () => {
    const { tag, slot } = fakeTag();
    window.googletag = tag as unknown as GoogleTag;
    const pageScript = document.createElement('script');
    pageScript.nonce = 'page-nonce';
    document.head.append(pageScript);
    const container = document.createElement('div');
    document.body.append(container);
    const provider = gptProvider('1234');
    const result = await provider.fill(container, request);
    const gpt = document.head.querySelector<HTMLScriptElement>(`script[src="${gptScriptUrl}"]`);
    expect(gpt).not.toBeNull();
    // Google's CSP guide: gpt.js carries the nonce, and passes it on to what it adds.
    expect(gpt!.nonce).toBe('page-nonce');
    expect(container.id).toBe('slot-1');
    expect(tag.defineSlot).toHaveBeenCalledWith('/1234/MMR1', [[300, 250]], 'slot-1');
    expect(slot.setTargeting).toHaveBeenCalledWith('k1', 'sleep');
    expect(slot.setTargeting).toHaveBeenCalledWith('kmeta', ['a', 'b']);
    expect(tag.display).toHaveBeenCalledWith('slot-1');
    expect(result).toEqual({ filled: true, size: 'mediumRectangle' });
    expect(await provider.fill(document.createElement('div'), { ...request, slotId: 'empty' })).toEqual({ filled: false });
    provider.release(container);
    expect(tag.destroySlots).toHaveBeenCalledWith([slot]);
  });

  it('when gpt.js fails to load, reports Failed to load script "{src}" and leaves the slot empty instead of loading for ever', async () => {
    const { resetErrorReporter } = await import('@/features/errors/reporter');
    resetErrorReporter();
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const provider = gptProvider('1234');
    const result = provider.fill(document.createElement('div'), request);
    document.head.querySelector(`script[src="${gptScriptUrl}"]`)!.dispatchEvent(new Event('error'));
    expect(await result).toEqual({ filled: false });
    const reported = fetchMock.mock.calls.filter(([url]) => url === '/api/errors').map(([, init]) => JSON.parse(init!.body as string) as { message: string; context: unknown });
    expect(reported).toEqual([expect.objectContaining({ message: `Failed to load script "${gptScriptUrl}"`, context: { feature: 'ads' } })]);
    // Later slots do not try again: they are empty at once.
    expect(await provider.fill(document.createElement('div'), { ...request, slotId: 'slot-2' })).toEqual({ filled: false });
  });
});
