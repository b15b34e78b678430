// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkFlags, chunkTimeoutMs, isChunkLoadError } from '@/features/errors/chunk';
import { isNoise } from '@/features/errors/noise';
import { clientErrorSchema } from '@/features/errors/schema';
import { beaconsSent } from '@tests/support/beacon';
import { setupTracking } from '@tests/support/tracking';

describe('noise filter', () => {
  it.each([
    ['ResizeObserver loop completed with undelivered notifications.'],
    ['ResizeObserver loop limit exceeded'],
    ['Failed to compile shader'],
    ['WebGL: shader compile error'],
    ['Out of memory'],
    ['The operation was aborted.'],
    ['signal is aborted without reason'],
    ['cancelled'],
    ['The request was canceled'],
    ['Script error.'],
    ['Failed to fetch'],
    ['Load failed'],
  ])('ignores "%s"', (message) => expect(isNoise({ message })).toBe(true));

  it('ignores AbortError by name and anything thrown from a browser extension', () => {
    expect(isNoise({ name: 'AbortError', message: 'whatever' })).toBe(true);
    expect(isNoise({ message: 'x is undefined', stack: 'at f (chrome-extension://abc/content.js:1:2)' })).toBe(true);
    expect(isNoise({ message: 'x is undefined', source: 'moz-extension://abc/inject.js' })).toBe(true);
  });

  it('keeps real errors', () => {
    expect(isNoise({ name: 'TypeError', message: "Cannot read properties of undefined (reading 'title')" })).toBe(false);
    expect(isNoise({ name: 'FetchError', message: 'Fetch failure: /api/x 500' })).toBe(false);
    expect(isNoise({ message: 'Script error in widget faq' })).toBe(false);
  });
});

describe('chunk load failures', () => {
  it('recognises ChunkLoadError and failed dynamic imports', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError({ message: 'Loading chunk 123 failed.' })).toBe(true);
    expect(isChunkLoadError({ message: 'Loading CSS chunk app/page failed' })).toBe(true);
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module: https://x/_next/a.js' })).toBe(true);
    expect(isChunkLoadError({ message: 'Importing a module script failed.' })).toBe(true);
    expect(isChunkLoadError({ name: 'TypeError', message: 'x is not a function' })).toBe(false);
  });

  it('flags timeout at 110000 ms or more', () => {
    expect(chunkTimeoutMs).toBe(110_000);
    expect(chunkFlags(109_999)).toEqual([]);
    expect(chunkFlags(110_000)).toEqual(['timeout']);
  });
});

describe('client error reporter', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const tracking = setupTracking({ fakeTimers: false, clearCookies: false });
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    document.body.innerHTML = '<script type="application/json" id="wellread-metrics-context">{"build":"b-1","site":"healthline"}</script>';
  });

  const reports = () => fetchMock.mock.calls.filter(([url]) => url === '/api/errors').map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);

  it('posts message, stack without query strings, path and build to /api/errors without credentials, each message once', async () => {
    const { reportError } = await import('@/features/errors/reporter');
    const error = new TypeError('boom');
    error.stack = 'TypeError: boom\n    at f (https://site.example/_next/static/chunks/a.js?token=secret#x:1:2)';
    reportError(error, 'explicit', { widget: 'faq' });
    reportError(error, 'explicit', { widget: 'faq' });
    expect(reports()).toHaveLength(1);
    const [report] = reports();
    expect(report).toEqual({
      source: 'explicit',
      name: 'TypeError',
      message: 'boom',
      stack: 'TypeError: boom\n    at f (https://site.example/_next/static/chunks/a.js:1:2)',
      path: '/',
      build: 'b-1',
      context: { widget: 'faq' },
    });
    expect(clientErrorSchema.safeParse(report).success).toBe(true);
    expect((fetchMock.mock.calls[0]![1] as RequestInit).credentials).toBe('omit');
  });

  it('drops noise and sends at most 10 reports per page', async () => {
    const { reportError } = await import('@/features/errors/reporter');
    reportError(new DOMException('The user aborted a request.', 'AbortError'));
    reportError(new Error('ResizeObserver loop limit exceeded'));
    expect(reports()).toHaveLength(0);
    for (let i = 0; i < 15; i++) reportError(new Error(`distinct ${i}`));
    expect(reports()).toHaveLength(10);
  });

  it('catches uncaught errors and unhandled rejections once installed', async () => {
    const { installErrorReporter } = await import('@/features/errors/reporter');
    installErrorReporter();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught one'), message: 'uncaught one' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('rejected one');
    window.dispatchEvent(rejection);
    expect(reports().map((r) => [r.source, r.message])).toEqual([
      ['window', 'uncaught one'],
      ['unhandledrejection', 'rejected one'],
    ]);
  });

  it('counts a chunk load failure as client.error.chunk, flagged timeout from 110000 ms since the import started', async () => {
    const { importReported, reportError } = await import('@/features/errors/reporter');
    const { flushMetrics } = await import('@/features/analytics/metrics');
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValueOnce(1000).mockReturnValueOnce(111_000);
    const failure = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    await expect(importReported(() => Promise.reject(failure))).rejects.toBe(failure);
    reportError(new Error('Failed to fetch dynamically imported module: /x.js'), 'window', undefined, 5000);
    now.mockRestore();
    flushMetrics();
    expect(beaconsSent(tracking.beacon).find((b) => b.url === '/api/metrics')!.body.metrics).toEqual([
      { type: 'increment', name: 'client.error.chunk', tags: {}, flags: ['timeout'] },
      { type: 'increment', name: 'client.error.chunk', tags: {}, flags: [] },
    ]);
    expect(reports().map((r) => r.source)).toEqual(['chunk', 'chunk']);
  });
});
