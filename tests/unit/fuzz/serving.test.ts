/**
 * Property-based fuzzing of the serving layer's own decisions (issue 29): the methods a cached
 * path takes, the host a page is rendered for, the query it is rendered with, and the headers an
 * answer leaves with. Each property is one of the probe's findings, so it stays fixed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { parseTrustedProxies, readRequestSecurity, secureResponse } from '../../../scripts/secure-response.mjs';
import { proxy } from '@/proxy';
import { resetEnvCache } from '@/lib/env';
import { isSitePath, renderedTarget } from '@/lib/site-paths.mjs';

const segment = fc.oneof(fc.constantFrom('nutrition', 'heart-health', 'a', 'robots.txt', 'sitemap.xml', 'search', 'compare', 'newsletter', 'confirm', '%20', '..'), fc.stringMatching(/^[a-z0-9-]{1,12}$/));
const sitePath = fc.array(segment, { minLength: 0, maxLength: 4 }).map((parts) => `/${parts.join('/')}`).filter(isSitePath);
const method = fc.oneof(fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'PURGE', 'MKCOL', 'LOCK', 'COPY', 'MOVE', 'SEARCH', 'REPORT'), fc.stringMatching(/^[A-Z]{3,10}$/));
const call = (path: string, requestMethod: string, host = 'localhost:3000') =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { method: requestMethod, headers: { host, ...(requestMethod === 'POST' ? { 'next-action': 'x' } : {}) } }));

afterEach(() => {
  delete process.env.SITE_ORIGINS;
  resetEnvCache();
});

describe('the proxy under generated requests', () => {
  it('never lets a method but GET and HEAD (and POST on a page) reach a cached path: 405, no-store, no rewrite', () => {
    fc.assert(
      fc.property(sitePath, method, (path, requestMethod) => {
        const answer = call(path, requestMethod);
        const allowed = path === '/robots.txt' || path === '/sitemap.xml' ? ['GET', 'HEAD'] : ['GET', 'HEAD', 'POST'];
        if (allowed.includes(requestMethod)) return answer.headers.get('x-middleware-rewrite') !== null;
        return answer.status === 405 && answer.headers.get('cache-control') === 'no-store' && answer.headers.get('x-middleware-rewrite') === null;
      }),
      { numRuns: 600 },
    );
  });

  it('renders every spelling nginx keys as psy.localhost (case, trailing dot, port) as the psy site', () => {
    const spelling = fc.tuple(fc.array(fc.boolean(), { minLength: 13, maxLength: 13 }), fc.boolean(), fc.option(fc.integer({ min: 1, max: 65535 }))).map(([upper, dot, port]) =>
      [...'psy.localhost'].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('') + (dot ? '.' : '') + (port === null ? '' : `:${port}`),
    );
    fc.assert(fc.property(spelling, sitePath, (host, path) => (call(path, 'GET', host).headers.get('x-middleware-rewrite') ?? '').includes('/psy/')), { numRuns: 400 });
  });

  it('refuses every host SITE_ORIGINS and SITE_HOSTS do not name with 421, once they are declared', () => {
    process.env.SITE_ORIGINS = 'healthline=https://www.example.org,psy=https://mind.example.org';
    resetEnvCache();
    const served = new Set(['www.example.org', 'mind.example.org', 'psy.localhost', 'localhost', '127.0.0.1']);
    const host = fc.oneof(fc.domain(), fc.constantFrom('www.example.org.evil', 'example.org', 'mind.example.org.x', 'localhost.localdomain', '[::1]', '', 'constructor', '__proto__'));
    fc.assert(
      fc.property(host, sitePath, (name, path) => {
        const answer = call(path, 'GET', name);
        const isServed = served.has(name.toLowerCase().replace(/\.$/, ''));
        return isServed ? answer.headers.get('x-middleware-rewrite') !== null : answer.status === 421 && answer.headers.get('x-middleware-rewrite') === null;
      }),
      { numRuns: 400 },
    );
  });

  it('renders a page with none of a reader’s parameters but those its page reads', () => {
    const known = ['q1', 'q', 'page', 'article', 'products', 'token', 'result', '_rsc'];
    const name = fc.oneof(fc.constantFrom(...known, 'email', 'gclid', 'fbclid', 'utm_source', 'zzq'), fc.stringMatching(/^[a-z_]{1,8}$/));
    const query = fc.array(fc.tuple(name, fc.string({ maxLength: 12 })), { maxLength: 6 });
    fc.assert(
      fc.property(sitePath, query, (path, pairs) => {
        const target = `${path}?${new URLSearchParams(pairs).toString()}`;
        const rendered = renderedTarget(target)!;
        const [renderedPath, renderedQuery = ''] = rendered.split('?');
        return renderedPath === path && [...new URLSearchParams(renderedQuery).keys()].every((k) => known.includes(k));
      }),
      { numRuns: 500 },
    );
  });
});

describe('answers under generated headers', () => {
  const placeholder = 'wrcspfuzz0123456789abcdef0123456789';
  let server: http.Server;
  let port: number;
  let next: { headers: Record<string, string>; status: number } = { headers: {}, status: 200 };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      secureResponse(req, res, readRequestSecurity(req, parseTrustedProxies('127.0.0.1')), placeholder);
      for (const [name, value] of Object.entries(next.headers)) res.setHeader(name, value);
      res.writeHead(next.status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(next.status === 304 ? undefined : `<script nonce="${placeholder}"></script>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('never sends the placeholder in a header but the CSP meant for the proxy, whoever fills the nonce', async () => {
    const token = fc.stringMatching(/^[a-z0-9<>;=", /.-]{0,20}$/);
    const value = fc.tuple(token, token, fc.boolean()).map(([a, b, withPlaceholder]) => `${a}${withPlaceholder ? placeholder : ''}${b}`.trim() || 'x');
    const linkEntry = fc.tuple(fc.constantFrom('script', 'font', 'style', 'image', 'fetch'), fc.boolean()).map(([as, withNonce]) => `</x.${as}>; rel=preload; as="${as}"${withNonce ? `; nonce="${placeholder}"` : ''}`);
    const headers = fc.record({
      link: fc.array(linkEntry, { minLength: 1, maxLength: 4 }).map((entries) => entries.join(', ')),
      'x-one': value,
      'x-two': value,
    });
    await fc.assert(
      fc.asyncProperty(headers, fc.boolean(), fc.constantFrom(200, 304), async (sent, proxyFills, status) => {
        next = { headers: sent, status };
        const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: proxyFills ? { 'x-wellread-csp-nonce': 'placeholder' } : {} });
        await answer.arrayBuffer();
        return [...answer.headers].every(([name, v]) => name === 'content-security-policy' || !v.includes(placeholder));
      }),
      { numRuns: 150 },
    );
  });
});
