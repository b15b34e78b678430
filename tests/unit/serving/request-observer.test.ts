import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentRequestId, log } from '@/lib/log';
import { parseTrustedProxies } from '../../../scripts/secure-response.mjs';
import { createRequestObserver, methodLabel, nextCacheLabel, pathnameOf, requestContext, routeMatcher, serverRegistry } from '../../../scripts/request-observer.mjs';
import { request } from '../../serving/request';

/** A small app-path-routes-manifest.json as Next's build writes it (parallel @header routes and Next's own pages included). */
const manifest = {
  '/(tools)/ops/page': '/ops',
  '/(tools)/ops/sign-in/route': '/ops/sign-in',
  '/[site]/[region]/(site)/@header/[...path]/page': '/[site]/[region]/[...path]',
  '/[site]/[region]/(site)/[...path]/page': '/[site]/[region]/[...path]',
  '/[site]/[region]/(site)/@header/page': '/[site]/[region]',
  '/[site]/[region]/(site)/page': '/[site]/[region]',
  '/[site]/[region]/(site)/compare/page': '/[site]/[region]/compare',
  '/[site]/[region]/(site)/search/[query]/page': '/[site]/[region]/search/[query]',
  '/[site]/[region]/robots.txt/route': '/[site]/[region]/robots.txt',
  '/[site]/[region]/sitemap-xml/route': '/[site]/[region]/sitemap-xml',
  '/_global-error/page': '/_global-error',
  '/_not-found/page': '/_not-found',
  '/api/[...unknown]/route': '/api/[...unknown]',
  '/api/metrics/route': '/api/metrics',
  '/api/drivers/v4/[[...path]]/route': '/api/drivers/v4/[[...path]]',
  '/consent/validate/route': '/consent/validate',
  '/media/p/[id]/route': '/media/p/[id]',
  '/schemas/article.schema.json/route': '/schemas/article.schema.json',
  '/v2/[...unknown]/route': '/v2/[...unknown]',
  '/v2/t/route': '/v2/t',
};

describe('the route label of a request path', () => {
  const routeFor = routeMatcher(manifest);

  it('is the pattern of the route that serves it, a page’s without the internal /[site]/[region]', () => {
    const cases: [string, string][] = [
      ['/', '/'],
      ['/heart-health/statin-costs', '/[...path]'],
      ['/a/b/c/d', '/[...path]'],
      ['/compare', '/compare'],
      ['/compare/x', '/[...path]'],
      ['/search', '/search/[query]'],
      ['/search/eyJxMSI6ImEifQ', '/search/[query]'],
      ['/robots.txt', '/robots.txt'],
      ['/sitemap.xml', '/sitemap-xml'],
      // What src/proxy.ts rewrites to /{site}/{region}/healthline/us/x: still a page.
      ['/healthline/us/x', '/[...path]'],
      ['/_not-found', '/[...path]'],
      ['/api/metrics', '/api/metrics'],
      ['/api/%6Detrics', '/api/metrics'],
      ['/api/no/such/route', '/api/[...unknown]'],
      ['/api/drivers/v4', '/api/drivers/v4/[[...path]]'],
      ['/api/drivers/v4/placements/top', '/api/drivers/v4/[[...path]]'],
      ['/v2/t', '/v2/t'],
      ['/v2/other', '/v2/[...unknown]'],
      ['/media/p/123', '/media/p/[id]'],
      ['/media/p', 'other'],
      ['/media/house/ad.png', 'other'],
      ['/consent/validate', '/consent/validate'],
      ['/schemas/article.schema.json', '/schemas/article.schema.json'],
      ['/ops', '/ops'],
      ['/ops/sign-in', '/ops/sign-in'],
      ['/ops/unknown', 'other'],
      ['/_next/static/chunks/app-123.js', '/_next/static'],
      ['/_next/image', '/_next/image'],
      ['/_next/other', 'other'],
      ['/ads.js', 'other'],
      ['/icons/x.svg', 'other'],
    ];
    expect(cases.map(([path]) => [path, routeFor(path)])).toEqual(cases);
  });

  it('is "other" for everything without a build (no manifest) but Next’s files, and for targets without a path', () => {
    const bare = routeMatcher({});
    expect(['/', '/a', '/api/metrics'].map(bare)).toEqual(['other', 'other', 'other']);
    expect(bare('/_next/static/x.js')).toBe('/_next/static');
    expect(routeFor(null)).toBe('other');
    expect(pathnameOf('*')).toBeNull();
    expect(pathnameOf('/a/b?c=d')).toBe('/a/b');
    expect(pathnameOf('http://example.org/x?y')).toBe('/x');
  });

  it('bounds methods and cache results to known words', () => {
    expect(['GET', 'HEAD', 'POST', 'PROPFIND', 'get', undefined].map((m) => methodLabel(m as string))).toEqual(['GET', 'HEAD', 'POST', 'other', 'other', 'other']);
    expect(['HIT', 'STALE', 'MISS', 'REVALIDATED', undefined, 'BOGUS'].map(nextCacheLabel)).toEqual(['hit', 'stale', 'miss', 'revalidated', 'none', 'other']);
  });
});

interface Seen {
  headerId: string;
  storeId: string | undefined;
  logId: string | undefined;
}

/** A server like scripts/server.mjs: the observer first, then the "app" (Next's handle) inside the request context. */
async function startServer(trusted: string) {
  const observe = createRequestObserver({ trusted: parseTrustedProxies(trusted), routeFor: routeMatcher(manifest) });
  const closed = new Map<string, () => void>();
  const server = http.createServer((req, res) => {
    const observed = observe(req, res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The server's own answer (a refused method): counted under the route too, outside the context.
    if (req.method === 'TRACE') {
      res.writeHead(405, { allow: 'GET' });
      res.end();
      return;
    }
    void observed.run(async () => {
      // As Next would: asynchronous work before answering, in which app code reads the context.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (url.pathname.startsWith('/slow/')) {
        res.once('close', () => closed.get(url.pathname)?.());
        return;
      }
      log('info', 'handled');
      const seen: Seen = { headerId: String(req.headers['x-request-id']), storeId: requestContext().getStore()?.requestId, logId: currentRequestId() };
      const cache = url.searchParams.get('cache');
      if (cache) res.setHeader('x-nextjs-cache', cache);
      res.writeHead(Number(url.searchParams.get('status') ?? 200), { 'content-type': 'application/json' });
      res.end(JSON.stringify(seen));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** Resolves when the server sees the client leave the given /slow/ path. */
    whenClosed: (pathname: string) => new Promise<void>((resolve) => closed.set(pathname, resolve)),
    stop: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

const metricsText = () => serverRegistry().metrics();
/** The value of one series in the text format (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('the request observer, on a real server', () => {
  let trusting: Awaited<ReturnType<typeof startServer>>;
  let distrusting: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    // This test's client connects from 127.0.0.1: trusted by one server, not by the other.
    trusting = await startServer('127.0.0.1');
    distrusting = await startServer('10.0.0.0/8');
  });
  afterAll(async () => {
    await Promise.all([trusting?.stop(), distrusting?.stop()]);
  });

  const get = async (port: number, target: string, headers: Record<string, string> = {}, method = 'GET') => {
    const answer = await request(port, target, { headers, method });
    return { status: answer.status, id: answer.headers['x-request-id'], seen: answer.text ? (JSON.parse(answer.text) as Seen) : undefined };
  };

  it('counts requests and durations by route pattern, method and status; the raw path never appears', async () => {
    const before = await metricsText();
    const series = {
      page200: 'wellread_http_requests_total{route="/[...path]",method="GET",status="200"}',
      page404: 'wellread_http_requests_total{route="/[...path]",method="GET",status="404"}',
      search: 'wellread_http_requests_total{route="/search/[query]",method="GET",status="200"}',
      api: 'wellread_http_requests_total{route="/api/[...unknown]",method="POST",status="404"}',
      media: 'wellread_http_requests_total{route="/media/p/[id]",method="HEAD",status="200"}',
      file: 'wellread_http_requests_total{route="other",method="GET",status="200"}',
      own: 'wellread_http_requests_total{route="/[...path]",method="other",status="405"}',
      pageCount: 'wellread_http_request_duration_seconds_count{route="/[...path]",method="GET"}',
      pageSlow: 'wellread_http_request_duration_seconds_bucket{le="10",route="/[...path]",method="GET"}',
    };
    await get(trusting.port, '/heart-health/statin-costs?email=reader%40example.org');
    await get(trusting.port, '/heart-health/another-page');
    await get(trusting.port, '/no-such-page-9731?status=404');
    await get(trusting.port, '/search?q1=private-term');
    await get(trusting.port, '/api/secret-route/12345?status=404', {}, 'POST');
    await get(trusting.port, '/media/p/98765', {}, 'HEAD');
    await get(trusting.port, '/images/photo-5555.png');
    await get(trusting.port, '/heart-health/statin-costs', {}, 'TRACE');
    const after = await metricsText();

    const delta = (name: keyof typeof series) => valueOf(after, series[name]) - valueOf(before, series[name]);
    expect(Object.fromEntries(Object.keys(series).map((name) => [name, delta(name as keyof typeof series)]))).toEqual({
      page200: 2, page404: 1, search: 1, api: 1, media: 1, file: 1, own: 1, pageCount: 3, pageSlow: 3,
    });
    expect(after).toContain('# TYPE wellread_http_requests_total counter');
    expect(after).toContain('# TYPE wellread_http_request_duration_seconds histogram');
    for (const raw of ['heart-health', 'statin-costs', 'no-such-page', 'private-term', 'secret-route', '12345', '98765', 'photo-5555', 'reader', 'email']) {
      expect(after, raw).not.toContain(raw);
    }
  });

  it('counts Next’s cache results from the x-nextjs-cache header, "none" without it', async () => {
    const before = await metricsText();
    for (const cache of ['HIT', 'HIT', 'STALE', 'MISS']) await get(trusting.port, `/cached?cache=${cache}`);
    await get(trusting.port, '/api/x');
    const after = await metricsText();
    const delta = (result: string) => valueOf(after, `wellread_next_cache_total{result="${result}"}`) - valueOf(before, `wellread_next_cache_total{result="${result}"}`);
    expect({ hit: delta('hit'), stale: delta('stale'), miss: delta('miss'), none: delta('none') }).toEqual({ hit: 2, stale: 1, miss: 1, none: 1 });
  });

  it('counts an answer the client did not wait for as "aborted", with no duration', async () => {
    const series = 'wellread_http_requests_total{route="/[...path]",method="GET",status="aborted"}';
    const count = 'wellread_http_request_duration_seconds_count{route="/[...path]",method="GET"}';
    const before = await metricsText();
    const closed = trusting.whenClosed('/slow/page');
    const req = http.request({ host: '127.0.0.1', port: trusting.port, path: '/slow/page', agent: false });
    req.on('error', () => {});
    req.end();
    setTimeout(() => req.destroy(), 50);
    await closed;
    const after = await metricsText();
    expect(valueOf(after, series) - valueOf(before, series)).toBe(1);
    expect(valueOf(after, count) - valueOf(before, count)).toBe(0);
  });

  it('collects the process’s own metrics: event-loop lag, memory, GC', async () => {
    const text = await metricsText();
    for (const name of ['wellread_nodejs_eventloop_lag_seconds', 'wellread_nodejs_heap_size_used_bytes', 'wellread_process_resident_memory_bytes', 'wellread_nodejs_gc_duration_seconds']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    // One registry per process, kept on globalThis: asking again gives the same one.
    expect(serverRegistry()).toBe(serverRegistry());
  });

  it('gives each request an id: on the request Next sees, in the request context and every log line, and on the answer', async () => {
    vi.stubEnv('LOG_LEVEL', 'info');
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const answers = await Promise.all([1, 2, 3].map(() => get(trusting.port, '/some/page')));
      for (const { id, seen } of answers) {
        expect(id).toMatch(/^[0-9a-f]{32}$/);
        expect(seen).toEqual({ headerId: id, storeId: id, logId: id });
      }
      expect(new Set(answers.map((a) => a.id)).size).toBe(3);
      const logged = info.mock.calls.map(([line]) => JSON.parse(String(line)) as { message: string; requestId?: string }).filter((l) => l.message === 'handled');
      expect(logged.map((l) => l.requestId).sort()).toEqual(answers.map((a) => a.id).sort());
    } finally {
      info.mockRestore();
      vi.unstubAllEnvs();
    }
    // Outside a request there is none.
    expect(currentRequestId()).toBeUndefined();
  });

  it('keeps a trusted proxy’s X-Request-Id (nginx’s $request_id), and replaces any other', async () => {
    const nginxId = '0123456789abcdef0123456789abcdef';
    expect(await get(trusting.port, '/p', { 'x-request-id': nginxId })).toMatchObject({ id: nginxId, seen: { headerId: nginxId, storeId: nginxId, logId: nginxId } });
    expect((await get(trusting.port, '/p', { 'x-request-id': 'Other-Proxy-Id-42' })).id).toBe('Other-Proxy-Id-42');

    // Malformed, even from a trusted proxy: too short, too long, characters a log line must not get.
    for (const bad of ['short', 'a'.repeat(65), 'abc def ghi jkl', 'abcdefgh"injected', 'abcdefgh%0aforged=1']) {
      const answer = await get(trusting.port, '/p', { 'x-request-id': bad });
      expect(answer.id).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.seen?.headerId).toBe(answer.id);
    }

    // From a client that is not a trusted proxy, even a well-formed id is replaced.
    const forged = await get(distrusting.port, '/p', { 'x-request-id': nginxId });
    expect(forged.id).toMatch(/^[0-9a-f]{32}$/);
    expect(forged.id).not.toBe(nginxId);
    expect(forged.seen).toEqual({ headerId: forged.id, storeId: forged.id, logId: forged.id });
  });
});
