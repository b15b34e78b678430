// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetErrorReporter } from './reporter';
import { loadFailureMessage, loadScript } from './load-script';

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
const reports = () => fetchMock.mock.calls.filter(([url]) => url === '/api/errors').map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);
const scriptAt = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

beforeEach(() => {
  resetErrorReporter();
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('script load failures (spec savings 8)', () => {
  it('words the failure as the spec does', () => {
    expect(loadFailureMessage('script', 'https://cdn.example/lib.js')).toBe('Failed to load script "https://cdn.example/lib.js"');
    expect(loadFailureMessage('css', '/styles/x.css')).toBe('Failed to load css "/styles/x.css"');
  });

  it('adds one async script to the head and resolves with it once loaded', async () => {
    const loaded = loadScript('https://cdn.example/lib.js');
    const script = scriptAt('https://cdn.example/lib.js')!;
    expect(script.async).toBe(true);
    expect(script.nonce).toBe('');
    script.dispatchEvent(new Event('load'));
    expect(await loaded).toBe(script);
    expect(reports()).toHaveLength(0);
  });

  it("carries the page's CSP nonce when asked", async () => {
    const page = document.createElement('script');
    page.nonce = 'page-nonce';
    document.head.append(page);
    void loadScript('https://cdn.example/gpt.js', { withNonce: true });
    expect(scriptAt('https://cdn.example/gpt.js')!.nonce).toBe('page-nonce');
  });

  it('a failure removes the script, rejects and reports Failed to load script "{src}" with the feature', async () => {
    const loading = loadScript('https://cdn.example/player.js', { feature: 'video' });
    scriptAt('https://cdn.example/player.js')!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(new Error('Failed to load script "https://cdn.example/player.js"'));
    expect(scriptAt('https://cdn.example/player.js')).toBeNull();
    expect(reports()).toEqual([expect.objectContaining({ source: 'explicit', name: 'Error', message: 'Failed to load script "https://cdn.example/player.js"', context: { feature: 'video' } })]);
  });

  it('reports a src with a query without it, keeping the closing quote', async () => {
    const loading = loadScript('https://www.google.com/recaptcha/api.js?render=site-key');
    scriptAt('https://www.google.com/recaptcha/api.js?render=site-key')!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Failed to load script "https://www.google.com/recaptcha/api.js?render=site-key"');
    expect(reports().map((r) => r.message)).toEqual(['Failed to load script "https://www.google.com/recaptcha/api.js"']);
  });

  it('reports nothing when told not to (a probe whose failure is its answer)', async () => {
    const loading = loadScript('/ads/bait.js', { report: false });
    scriptAt('/ads/bait.js')!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Failed to load script "/ads/bait.js"');
    expect(reports()).toHaveLength(0);
  });
});
