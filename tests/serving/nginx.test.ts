import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../deploy/nginx/precompress.mjs';
import { appCalls, fakeAppPlaceholder, startFakeApp, type FakeAnswer, type FakeApp } from './fake-app';
import { findNginx, startNginx, type RunningNginx } from '../../deploy/nginx/process.mjs';
import { request } from './request';

// Two app instances behind two nginx: `proxy` believes the country header from 127.0.0.1 (the
// test client); `untrusted` only from 10.0.0.0/8, a range that appears in its config and nowhere else.
const token = 'serving-test-purge-token';
const staticJs = `/* a built chunk */\n${'export const answer = 42;\n'.repeat(200)}`;

let root: string;
let apps: FakeApp[] = [];
let proxy: RunningNginx;
let untrusted: RunningNginx;

beforeAll(async () => {
  const install = findNginx();
  root = mkdtempSync(path.join(os.tmpdir(), 'wellread-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach the cache and the static files.
  chmodSync(root, 0o755);
  const staticRoot = path.join(root, 'static');
  mkdirSync(path.join(staticRoot, 'chunks'), { recursive: true });
  writeFileSync(path.join(staticRoot, 'chunks', 'app.js'), staticJs);
  writeFileSync(path.join(staticRoot, 'chunks', 'plain.js'), staticJs);
  await precompressDirectory(path.join(staticRoot, 'chunks'));
  rmSync(path.join(staticRoot, 'chunks', 'plain.js.gz'));
  rmSync(path.join(staticRoot, 'chunks', 'plain.js.br'));

  apps = [await startFakeApp('a'), await startFakeApp('b', { flaky: true })];
  const common = { upstreams: apps.map((a) => a.address), staticRoot, purgeToken: token, httpsHosts: ['secure.example'], cspPlaceholder: fakeAppPlaceholder };
  proxy = await startNginx(install, path.join(root, 'trusted'), { ...common, trusted: ['127.0.0.1/32'], serveHosts: ['localhost', 'psy.localhost', 'secure.example'] });
  untrusted = await startNginx(install, path.join(root, 'untrusted'), { ...common, trusted: ['10.0.0.0/8'] });
}, 60_000);

afterAll(async () => {
  await Promise.all([proxy?.stop(), untrusted?.stop()]);
  await Promise.all(apps.map((a) => a.stop()));
  if (root && !process.env.KEEP_NGINX_PREFIX) rmSync(root, { recursive: true, force: true });
}, 30_000);

async function page(target: string, headers: Record<string, string> = {}, via = () => proxy) {
  const answer = await request(via().port, target, { headers });
  return { status: answer.status, cache: answer.headers['x-cache-status'], answer, app: answer.status === 200 ? (JSON.parse(answer.text) as FakeAnswer) : undefined };
}

const calls = (url: string) => appCalls.get(url) ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('nginx caching proxy', () => {
  it('serves the second request for a page from the cache, asking the app once', async () => {
    const first = await page('/a');
    expect(first).toMatchObject({ status: 200, cache: 'MISS' });
    const second = await page('/a');
    expect(second).toMatchObject({ status: 200, cache: 'HIT' });
    expect(second.app).toEqual(first.app);
    expect(calls('/a')).toBe(1);
  });

  it('keeps one entry per host, region class and URI, shared by the countries of one class', async () => {
    const fr = await page('/b', { 'cf-ipcountry': 'FR' });
    expect(fr).toMatchObject({ cache: 'MISS', app: { region: 'gdpr', country: 'FR' } });
    for (const country of ['DE', 'fr', 'CH']) expect(await page('/b', { 'cf-ipcountry': country })).toMatchObject({ cache: 'HIT', app: { region: 'gdpr', count: 1 } });

    expect(await page('/b', { 'cf-ipcountry': 'US' })).toMatchObject({ cache: 'MISS', app: { region: 'us', country: 'US' } });
    // A missing or placeholder country is the default country (US).
    expect(await page('/b')).toMatchObject({ cache: 'HIT', app: { region: 'us' } });
    expect(await page('/b', { 'cf-ipcountry': 'XX' })).toMatchObject({ cache: 'HIT', app: { region: 'us' } });
    expect(await page('/b', { 'cf-ipcountry': 'BR' })).toMatchObject({ cache: 'MISS', app: { region: 'other', country: 'BR' } });
    expect(await page('/b', { 'cf-ipcountry': 'JP' })).toMatchObject({ cache: 'HIT', app: { region: 'other' } });

    expect(await page('/b', { host: 'psy.localhost', 'cf-ipcountry': 'FR' })).toMatchObject({ cache: 'MISS', app: { host: 'psy.localhost', region: 'gdpr' } });
    expect(await page('/b', { host: 'PSY.localhost:8080', 'cf-ipcountry': 'DE' })).toMatchObject({ cache: 'HIT', app: { host: 'psy.localhost' } });
    expect(await page('/b2', { 'cf-ipcountry': 'FR' })).toMatchObject({ cache: 'MISS' });
    expect(await page('/b?page=2', { 'cf-ipcountry': 'FR' })).toMatchObject({ cache: 'MISS' });
    expect(calls('/b')).toBe(4);
  });

  it('gives the app the host its cache key holds, so no spelling of a host stores another site’s page (issue 29)', async () => {
    // nginx's $host drops the trailing dot and the case; the app once got the raw Host and chose the default site.
    const dotted = await page('/host-key', { host: 'psy.localhost.' });
    expect(dotted).toMatchObject({ cache: 'MISS', app: { host: 'psy.localhost' } });
    expect(await page('/host-key', { host: 'psy.localhost' })).toMatchObject({ cache: 'HIT', app: { host: 'psy.localhost' } });
    expect(await page('/host-key2', { host: 'PSY.LocalHost.:8080' })).toMatchObject({ cache: 'MISS', app: { host: 'psy.localhost:8080' } });
    expect(await page('/host-key', { host: 'localhost' })).toMatchObject({ cache: 'MISS', app: { host: 'localhost' } });
    expect(calls('/host-key')).toBe(2);
  });

  it('refuses a host it does not serve with 421, before the cache and the app (--serve-host)', async () => {
    for (const host of ['evil.example', 'psy.localhost.evil', 'localhost.localdomain', '127.0.0.1']) {
      const refused = await page('/not-served', { host });
      expect([host, refused.status, refused.cache]).toEqual([host, 421, undefined]);
    }
    expect(calls('/not-served')).toBe(0);
    // Without --serve-host every host is passed on (the untrusted proxy here).
    expect(await page('/not-served', { host: 'evil.example' }, () => untrusted)).toMatchObject({ status: 200, app: { host: 'evil.example' } });
  });

  it('ignores the country header and forwarded addresses from an untrusted client', async () => {
    const untrustedPage = (headers: Record<string, string> = {}) => page('/c', headers, () => untrusted);
    expect(await untrustedPage({ 'cf-ipcountry': 'FR' })).toMatchObject({ cache: 'MISS', app: { country: 'US', region: 'us' } });
    expect(await untrustedPage({ 'cf-ipcountry': 'DE' })).toMatchObject({ cache: 'HIT', app: { region: 'us' } });
    expect(await untrustedPage()).toMatchObject({ cache: 'HIT', app: { region: 'us' } });
    expect(calls('/c')).toBe(1);

    const spoofed = { 'x-forwarded-for': '203.0.113.9' };
    expect((await page('/api/x?xff=untrusted', spoofed, () => untrusted)).app).toMatchObject({ forwardedFor: '127.0.0.1', realIp: '127.0.0.1' });
    expect((await page('/api/x?xff=trusted', spoofed)).app).toMatchObject({ forwardedFor: '203.0.113.9, 127.0.0.1', realIp: '127.0.0.1' });
  });

  it('never caches /api/x, and caches the search suggestions by query', async () => {
    for (const n of [1, 2, 3]) {
      const answer = await page('/api/x');
      expect(answer).toMatchObject({ status: 200, app: { count: n } });
      expect(answer.cache).toBeUndefined();
    }
    expect(await page('/api/search/suggest?q=ast')).toMatchObject({ cache: 'MISS', app: { count: 1 } });
    expect(await page('/api/search/suggest?q=ast')).toMatchObject({ cache: 'HIT', app: { count: 1 } });
    expect(await page('/api/search/suggest?q=asth')).toMatchObject({ cache: 'MISS', app: { count: 1 } });
  });

  it('does not store answers that set a cookie, nor client navigation (RSC) requests', async () => {
    for (const n of [1, 2]) {
      const answer = await page('/cookie/j');
      expect(answer).toMatchObject({ cache: 'MISS', app: { count: n } });
      expect(answer.answer.headers['set-cookie']).toEqual(['session=abc; Path=/; HttpOnly']);
    }
    expect(await page('/r?_rsc=abc', { rsc: '1' })).toMatchObject({ cache: 'BYPASS', app: { count: 1 } });
    expect(await page('/r?_rsc=abc')).toMatchObject({ cache: 'MISS', app: { count: 2 } });
    expect(await page('/r?_rsc=abc', { authorization: 'Bearer x' })).toMatchObject({ cache: 'BYPASS', app: { count: 3 } });
  });

  it('sends concurrent misses for one page to the app once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => page('/slow/f')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(calls('/slow/f')).toBe(1);
    expect(new Set(answers.map((a) => a.app?.count))).toEqual(new Set([1]));
    expect(answers.filter((a) => a.cache === 'MISS')).toHaveLength(1);
  });

  it('purges one entry at once, only from a trusted address with the token', async () => {
    expect(await page('/h')).toMatchObject({ cache: 'MISS', app: { count: 1 } });
    expect(await page('/h')).toMatchObject({ cache: 'HIT' });
    const purge = (headers: Record<string, string>, target = '/h', via = proxy) => request(via.port, target, { method: 'PURGE', headers });
    const ok = { 'x-wellread-purge-region': 'us', 'x-wellread-purge-token': token };

    expect((await purge({ ...ok, 'x-wellread-purge-token': 'wrong-token-wrong-token' })).status).toBe(403);
    expect((await purge({ 'x-wellread-purge-region': 'us' })).status).toBe(403);
    expect((await purge({ ...ok, 'x-wellread-purge-region': 'eu' })).status).toBe(400);
    expect((await purge(ok, '/h', untrusted)).status).toBe(403);
    expect((await purge({ ...ok, 'x-wellread-purge-region': 'gdpr' })).status).toBe(404);
    expect(await page('/h')).toMatchObject({ cache: 'HIT', app: { count: 1 } });

    expect((await purge(ok)).status).toBe(200);
    expect(await page('/h')).toMatchObject({ cache: 'MISS', app: { count: 2 } });
    expect(await page('/h')).toMatchObject({ cache: 'HIT', app: { count: 2 } });

    // The key is the exact request URI, query included, on the host the page was asked on.
    expect(await page('/h?page=2', { host: 'psy.localhost', 'cf-ipcountry': 'GB' })).toMatchObject({ cache: 'MISS' });
    expect((await purge({ ...ok, host: 'psy.localhost', 'x-wellread-purge-region': 'gdpr' }, '/h?page=2')).status).toBe(200);
    expect(await page('/h?page=2', { host: 'psy.localhost', 'cf-ipcountry': 'GB' })).toMatchObject({ cache: 'MISS', app: { count: 2 } });
  });

  it('gives each request one id ($request_id): to the app as X-Request-Id, on the answer and in the access log line, never the client’s', async () => {
    /** The access log line that names this id (nginx writes it just after the answer, so it may take a moment). */
    const loggedLine = async (id: string) => {
      const file = path.join(proxy.prefix, 'access.log');
      for (let tries = 0; tries < 40; tries++) {
        const line = existsSync(file) ? readFileSync(file, 'utf8').split('\n').find((l) => l.endsWith(` request_id=${id}`)) : undefined;
        if (line) return line;
        await sleep(50);
      }
      return undefined;
    };
    const forged = 'client-chosen-id-0001';
    // Both requests first: the page is cached for 2 s only.
    const stored = await page('/request-id', { 'x-request-id': forged });
    const cached = await page('/request-id', { 'x-request-id': forged });
    expect(stored).toMatchObject({ status: 200, cache: 'MISS' });
    const id = stored.app!.requestId!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.answer.headers['x-request-id']).toBe(id);
    expect(await loggedLine(id)).toMatch(/^127\.0\.0\.1 \[[^\]]+\] "GET \/request-id HTTP\/1\.1" 200 \d+ cache=MISS .* request_id=[0-9a-f]{32}$/);

    // A cached answer names its own request, not the one that stored it (whose id the stored copy holds).
    expect(cached).toMatchObject({ status: 200, cache: 'HIT', app: { requestId: id } });
    const hitId = String(cached.answer.headers['x-request-id']);
    expect(hitId).toMatch(/^[0-9a-f]{32}$/);
    expect(hitId).not.toBe(id);
    expect(await loggedLine(hitId)).toMatch(/"GET \/request-id HTTP\/1\.1" 200 \d+ cache=HIT /);

    // An uncached API call: the same id at the app, on the answer and in the log.
    const api = await page('/api/x?request-id', { 'x-request-id': forged });
    expect(api.app!.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(api.answer.headers['x-request-id']).toBe(api.app!.requestId);
    expect(await loggedLine(api.app!.requestId!)).toContain('"GET /api/x?request-id HTTP/1.1" 200');
    expect(readFileSync(path.join(proxy.prefix, 'access.log'), 'utf8')).not.toContain(forged);
  });

  it('serves /_next/static/ from disk, immutable, precompressed when the client accepts it', async () => {
    const gz = await request(proxy.port, '/_next/static/chunks/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(gz.headers).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'application/javascript' });
    expect(gunzipSync(gz.body).toString()).toBe(staticJs);

    const br = await request(proxy.port, '/_next/static/chunks/app.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(staticJs);

    const identity = await request(proxy.port, '/_next/static/chunks/app.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(staticJs);

    // Without a .gz copy nginx compresses on the fly; the app is never asked for static files.
    const onTheFly = await request(proxy.port, '/_next/static/chunks/plain.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(onTheFly.body).toString()).toBe(staticJs);
    const missing = await request(proxy.port, '/_next/static/chunks/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(calls('/_next/static/chunks/missing.js')).toBe(0);
  });

  it('fills a new CSP nonce into each answer of a cached page, and adds the security headers to static files', async () => {
    const nonces = new Set<string>();
    for (const expected of ['MISS', 'HIT', 'HIT']) {
      const answer = await request(proxy.port, '/html/page', { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers['x-cache-status']).toBe(expected);
      const html = (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString();
      const nonce = /^script-src 'nonce-([0-9a-f]{32})' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(nonce).toBeDefined();
      // Every script of the cached copy carries this answer's nonce, never the placeholder.
      expect(html.match(/<script[^>]*>/g)).toEqual([`<script nonce="${nonce}" src="/_next/static/chunks/app.js" async>`, `<script nonce="${nonce}">`]);
      expect(html).not.toContain(fakeAppPlaceholder);
      // nginx fills the body only: no header may carry the placeholder, so the app leaves its entries out.
      expect(JSON.stringify(answer.headers)).not.toContain(fakeAppPlaceholder);
      expect(answer.headers.link).toBe('</_next/static/media/f.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"');
      expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cross-origin-opener-policy': 'same-origin', 'referrer-policy': 'strict-origin-when-cross-origin' });
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
    expect(calls('/html/page')).toBe(1);

    const js = await request(proxy.port, '/_next/static/chunks/app.js');
    expect(js.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    });
    expect(js.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await request(proxy.port, '/_next/static/chunks/app.js', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // An API answer keeps its own (resource) policy.
    expect((await page('/api/x?csp')).answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'");
  });

  it('redirects plain http to https for an https-only host, believing X-Forwarded-Proto only from a trusted address', async () => {
    const plain = await request(proxy.port, '/html/secure?a=1', { headers: { host: 'secure.example' } });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://secure.example/html/secure?a=1');
    expect((await request(proxy.port, '/html/secure', { headers: { host: 'secure.example', 'x-forwarded-proto': 'https' } })).status).toBe(200);
    const forged = await request(untrusted.port, '/html/secure', { headers: { host: 'secure.example', 'x-forwarded-proto': 'https' } });
    expect(forged.status).toBe(301);
    // Other hosts are served over http as before.
    expect((await request(proxy.port, '/html/secure')).status).toBe(200);
  });

  it('balances over both app instances, passes an instance’s 503 on, and keeps answering when one stops', async () => {
    /** The instances that answer eight uncached requests in a row. */
    const upstreams = async (query: string) => {
      const seen = new Set<string>();
      for (let i = 0; i < 8; i++) seen.add((await page(`/api/x?${query}=${i}`)).app!.upstream);
      return seen;
    };
    expect(await upstreams('lb')).toEqual(new Set(['a', 'b']));

    // b answers 503 on this path, as the app does while the database is down: nginx passes that answer on
    // rather than retrying, and keeps b in the rotation (a 503 never becomes nginx's own 502).
    const statuses = new Set<number>();
    for (let i = 0; i < 6; i++) statuses.add((await page('/api/flaky')).status);
    expect(statuses).toEqual(new Set([200, 503]));
    expect(await upstreams('after503')).toEqual(new Set(['a', 'b']));

    await apps[1]!.stop();
    for (let i = 0; i < 10; i++) {
      expect(await page(`/api/x?after=${i}`)).toMatchObject({ status: 200, app: { upstream: 'a' } });
      expect(await page(`/g/${i}`)).toMatchObject({ status: 200, cache: 'MISS', app: { upstream: 'a' } });
    }
  });

  it('serves stale pages while every app instance is down, and 502 for pages it never had', async () => {
    expect(await page('/plain/e')).toMatchObject({ cache: 'MISS', app: { count: 1 } });
    await apps[0]!.stop();
    // Past the page's s-maxage=1: nginx answers with the stale copy and its refresh fails, again and again.
    // nginx counts expiry in whole seconds, so s-maxage=1 can last almost two.
    await sleep(2100);
    for (let i = 0; i < 3; i++) expect(await page('/plain/e')).toMatchObject({ status: 200, cache: 'STALE', app: { count: 1 } });
    const swr = await page('/a');
    expect(swr.status).toBe(200);
    expect(swr.app).toMatchObject({ url: '/a', count: 1 });

    const never = await page('/e/never-cached');
    expect([502, 504]).toContain(never.status);
    expect(calls('/e/never-cached')).toBe(0);
  });
});
