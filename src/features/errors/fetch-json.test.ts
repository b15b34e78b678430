// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/lib/api';
import { beaconsSent } from '@tests/support/beacon';
import { setupTracking } from '@tests/support/tracking';

type FetchArgs = [string, RequestInit];

describe('fetchJson', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const tracking = setupTracking({ fakeTimers: false, clearCookies: false });
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(Response.json({ items: ['a'] })));
    vi.stubGlobal('fetch', fetchMock);
  });

  const call = (i = 0) => fetchMock.mock.calls[i] as FetchArgs;

  it('prefixes relative paths with /api, adds query parameters, asks for JSON and omits credentials by default', async () => {
    const { fetchJson } = await import('@/features/errors/fetch-json');
    expect(await fetchJson('search/suggest', { query: { q: 'sleep tips', n: 3, skip: undefined, tag: ['a', 'b'] } })).toEqual({ items: ['a'] });
    const [url, init] = call();
    expect(url).toBe('/api/search/suggest?q=sleep+tips&n=3&tag=a&tag=b');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('omit');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
    expect(init.body).toBeUndefined();
  });

  it('leaves absolute paths alone, takes another prefix, and sends a JSON body', async () => {
    const { fetchJson, resolvePath } = await import('@/features/errors/fetch-json');
    expect(resolvePath('/v2/t')).toBe('/v2/t');
    expect(resolvePath('https://example.org/x')).toBe('https://example.org/x');
    expect(resolvePath('drivers', '/api/v4/')).toBe('/api/v4/drivers');
    await fetchJson('/api/activate/site?x=1', { body: { a: 1 }, credentials: 'same-origin', query: { y: 2 } });
    const [url, init] = call();
    expect(url).toBe('/api/activate/site?x=1&y=2');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('throws "Fetch failure: {path} {status}" with status, url and the server data at 400 and above, counting ui.fetch.error', async () => {
    fetchMock.mockResolvedValue(Response.json({ error: { code: 'invalid_query' } }, { status: 400 }));
    const { fetchJson, FetchError } = await import('@/features/errors/fetch-json');
    const { flushMetrics } = await import('@/features/analytics/metrics');
    const error = await fetchJson('search/suggest', { query: { q: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({
      message: 'Fetch failure: search/suggest 400',
      status: 400,
      url: '/api/search/suggest?q=x',
      data: { error: { code: 'invalid_query' } },
      serverLogged: false,
    });
    flushMetrics();
    expect(beaconsSent(tracking.beacon).find((b) => b.url === '/api/metrics')!.body.metrics).toEqual([
      { type: 'increment', name: 'ui.fetch.error', tags: { status: '400' }, flags: [] },
    ]);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/errors')).toBe(false);
  });

  it('reports a 5xx to error reporting, unless the server already logged it', async () => {
    const { fetchJson } = await import('@/features/errors/fetch-json');
    fetchMock.mockResolvedValueOnce(new Response('upstream down', { status: 502 }));
    await expect(fetchJson('a')).rejects.toMatchObject({ status: 502, data: 'upstream down', serverLogged: false });
    const reports = fetchMock.mock.calls.filter(([url]) => url === '/api/errors');
    expect(reports).toHaveLength(1);
    expect(JSON.parse((reports[0] as FetchArgs)[1].body as string)).toMatchObject({ source: 'fetch', name: 'FetchError', message: 'Fetch failure: a 502', context: { status: '502' } });

    fetchMock.mockResolvedValueOnce(apiError(500, 'internal', 'Something went wrong.'));
    await expect(fetchJson('b')).rejects.toMatchObject({ status: 500, serverLogged: true });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/errors')).toHaveLength(1);
  });
});

describe('apiError', () => {
  it('logs a 5xx and marks it x-error-logged: 1; a 4xx is neither', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('LOG_LEVEL', 'error');
    const failed = apiError(503, 'mail_failed', 'Mail is down.');
    expect(failed.headers.get('x-error-logged')).toBe('1');
    expect(JSON.parse(String(error.mock.calls[0]![0]))).toMatchObject({ level: 'error', message: 'api error', status: 503, code: 'mail_failed' });
    const bad = apiError(400, 'invalid', 'No.', [], { 'retry-after': '5' });
    expect(bad.headers.get('x-error-logged')).toBeNull();
    expect(apiError(503, 'x', 'y', [], { 'retry-after': '5' }).headers.get('retry-after')).toBe('5');
    expect(error).toHaveBeenCalledTimes(2);
    expect(await failed.json()).toEqual({ error: { code: 'mail_failed', message: 'Mail is down.', issues: [] } });
    vi.unstubAllEnvs();
    error.mockRestore();
  });
});
