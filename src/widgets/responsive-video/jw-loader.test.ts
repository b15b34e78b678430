// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetErrorReporter } from '@/features/errors/reporter';
import { loadJwPlayer, resetJwLoader } from './jw-loader';

const library = 'https://cdn.jwplayer.com/libraries/abc.js';
const libraryScript = () => document.head.querySelector<HTMLScriptElement>(`script[src="${library}"]`);
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  resetJwLoader();
  resetErrorReporter();
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { jwplayer?: unknown }).jwplayer;
  document.head.innerHTML = '';
});

describe('JW Player loader', () => {
  it("adds the library once with the page's nonce and resolves its global", async () => {
    const page = document.createElement('script');
    page.nonce = 'page-nonce';
    document.head.append(page);
    const first = loadJwPlayer(library);
    const second = loadJwPlayer(library);
    expect(document.head.querySelectorAll(`script[src="${library}"]`)).toHaveLength(1);
    expect(libraryScript()!.nonce).toBe('page-nonce');
    const jwplayer = vi.fn();
    (window as { jwplayer?: unknown }).jwplayer = jwplayer;
    libraryScript()!.dispatchEvent(new Event('load'));
    expect(await first).toBe(jwplayer);
    expect(await second).toBe(jwplayer);
  });

  it('reports a failed library as Failed to load script "{src}", resolves null, and the next player tries again', async () => {
    const failed = loadJwPlayer(library);
    libraryScript()!.dispatchEvent(new Event('error'));
    expect(await failed).toBeNull();
    const reports = fetchMock.mock.calls.filter(([url]) => url === '/api/errors').map(([, init]) => JSON.parse(init!.body as string) as { message: string; context: unknown });
    expect(reports).toEqual([expect.objectContaining({ message: `Failed to load script "${library}"`, context: { feature: 'video' } })]);
    void loadJwPlayer(library);
    expect(libraryScript()).not.toBeNull();
  });
});
