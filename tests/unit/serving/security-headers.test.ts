import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { commonSecurityHeaders, createNonceFiller, pageCsp } from '../../../scripts/security-headers.mjs';
import { headerWithoutPlaceholder, httpsOriginsByHost, httpsRedirect, parseTrustedProxies, readRequestSecurity, secureResponse, setUpPlaceholder } from '../../../scripts/secure-response.mjs';

const placeholder = 'wrcsp0123456789abcdef0123456789abcdef';
const page = `<!doctype html><html><head><link rel="preload" as="script" href="/a.js" nonce="${placeholder}"><script src="/a.js" async nonce="${placeholder}"></script></head>`
  + `<body><p>é ü 漢字</p><script nonce="${placeholder}">self.__next_f.push([1,"{\\"nonce\\":\\"${placeholder}\\"}"])</script>`
  + '<script>injected()</script><script nonce="guessed">x()</script></body></html>';

describe('the CSP nonce filler', () => {
  const expected = page.replaceAll(placeholder, 'N0nce');

  it('replaces the placeholder wherever the page has it, and adds a nonce to nothing else', () => {
    const filler = createNonceFiller(placeholder, 'N0nce');
    const out = Buffer.concat([filler.push(page), filler.end()]).toString('utf8');
    expect(out).toBe(expected);
    // Markup that did not come from Next or React (an injected script) gets no nonce.
    expect(out).toContain('<script>injected()</script>');
    expect(out).toContain('<script nonce="guessed">');
  });

  it('gives the same bytes however the stream is cut, inside the placeholder or a UTF-8 character included', () => {
    const bytes = Buffer.from(page, 'utf8');
    for (let cut = 1; cut < bytes.length; cut++) {
      const filler = createNonceFiller(placeholder, 'N0nce');
      const out = Buffer.concat([filler.push(bytes.subarray(0, cut)), filler.push(bytes.subarray(cut)), filler.end()]);
      expect(out.toString('utf8'), `cut at ${cut}`).toBe(expected);
    }
    const oneByOne = createNonceFiller(placeholder, 'N0nce');
    const parts = [...bytes].map((b) => oneByOne.push(Buffer.from([b])));
    expect(Buffer.concat([...parts, oneByOne.end()]).toString('utf8')).toBe(expected);
  });

  it('holds back only what could start the placeholder, so a streamed chunk is otherwise sent at once', () => {
    const filler = createNonceFiller(placeholder, 'n');
    expect(filler.push(`<div>done</div><script nonce="${placeholder}">$RC("B:0")</script>`).toString()).toBe('<div>done</div><script nonce="n">$RC("B:0")</script>');
    expect(filler.push('<p>text</p><script nonce="wrcsp0123').toString()).toBe('<p>text</p><script nonce="');
    expect(filler.push(`${placeholder.slice(9)}">x()</script>`).toString()).toBe('n">x()</script>');
    expect(filler.push('<p>w</p>').toString()).toBe('<p>w</p>');
  });
});

describe('the security headers', () => {
  it('sends HSTS over https only', () => {
    expect(commonSecurityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
    expect(commonSecurityHeaders({ https: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('a page policy is strict: nonce with strict-dynamic, no plugins, no base, framed only by us', () => {
    expect(pageCsp('abc')).toBe("script-src 'nonce-abc' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'");
  });
});

describe('what the server believes of a request', () => {
  const trusted = parseTrustedProxies('127.0.0.1,10.0.0.0/8');
  const fakeRequest = (remoteAddress: string, headers: Record<string, string>, url = '/') =>
    ({ socket: { remoteAddress, encrypted: false }, headers: { ...headers }, url }) as unknown as http.IncomingMessage;

  it('believes X-Forwarded-Proto only from a trusted proxy, and overwrites a client\'s own', () => {
    const fromProxy = fakeRequest('10.1.2.3', { 'x-forwarded-proto': 'https' });
    expect(readRequestSecurity(fromProxy, trusted).https).toBe(true);
    expect(fromProxy.headers['x-forwarded-proto']).toBe('https');
    const mapped = fakeRequest('::ffff:127.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(readRequestSecurity(mapped, trusted).https).toBe(true);
    const forged = fakeRequest('192.0.2.9', { 'x-forwarded-proto': 'https' });
    expect(readRequestSecurity(forged, trusted).https).toBe(false);
    expect(forged.headers['x-forwarded-proto']).toBe('http');
  });

  it('leaves the placeholder to the caching proxy only when a trusted one asks (it would reveal the secret)', () => {
    expect(readRequestSecurity(fakeRequest('10.1.2.3', { 'x-wellread-csp-nonce': 'placeholder' }), trusted).proxyFillsNonce).toBe(true);
    const forged = fakeRequest('192.0.2.9', { 'x-wellread-csp-nonce': 'placeholder' });
    expect(readRequestSecurity(forged, trusted).proxyFillsNonce).toBe(false);
    expect(forged.headers['x-wellread-csp-nonce']).toBeUndefined();
  });

  it('a placeholder: configured, else random per process; required with a shared (Redis) page cache', () => {
    const env: Record<string, string | undefined> = { CSP_NONCE_PLACEHOLDER: 'abcdefghijklmnopqrstuvwxyz012345' };
    expect(setUpPlaceholder(env)).toBe('abcdefghijklmnopqrstuvwxyz012345');
    expect(env.WELLREAD_CSP_PLACEHOLDER).toBe('abcdefghijklmnopqrstuvwxyz012345');
    const random = setUpPlaceholder({});
    expect(random).toMatch(/^wrcsp[0-9a-f]{32}$/);
    expect(setUpPlaceholder({})).not.toBe(random);
    expect(() => setUpPlaceholder({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow('CSP_NONCE_PLACEHOLDER must be set when REDIS_URL is');
    expect(() => setUpPlaceholder({ CSP_NONCE_PLACEHOLDER: 'short' })).toThrow('24 to 64 letters and digits');
  });

  it('rejects a malformed TRUSTED_PROXIES entry with a clear message', () => {
    expect(() => parseTrustedProxies('127.0.0.1,proxy.local')).toThrow('TRUSTED_PROXIES entry "proxy.local" must be an IP address or CIDR');
    expect(() => parseTrustedProxies('10.0.0.0/40')).toThrow('invalid prefix length');
  });

  it('redirects plain http for a host with an https origin to that origin, never to the request\'s Host', () => {
    const origins = httpsOriginsByHost('healthline=https://www.example.org,psy=http://psy.localhost:3000');
    expect(httpsRedirect(fakeRequest('192.0.2.9', { host: 'www.example.org:80' }, '/a?b=1'), false, origins)).toBe('https://www.example.org/a?b=1');
    expect(httpsRedirect(fakeRequest('192.0.2.9', { host: 'WWW.example.org.:80' }, '/a'), false, origins)).toBe('https://www.example.org/a');
    expect(httpsRedirect(fakeRequest('192.0.2.9', { host: 'www.example.org' }, '/a'), true, origins)).toBeNull();
    expect(httpsRedirect(fakeRequest('192.0.2.9', { host: 'psy.localhost:3000' }, '/a'), false, origins)).toBeNull();
    expect(httpsRedirect(fakeRequest('192.0.2.9', { host: 'evil.example' }, '/a'), false, origins)).toBeNull();
  });
});

describe('secureResponse on a real server', () => {
  async function serve(handler: http.RequestListener, trusted = '10.0.0.0/8') {
    const server = http.createServer((req, res) => {
      secureResponse(req, res, readRequestSecurity(req, parseTrustedProxies(trusted)), placeholder);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('a page gets a fresh nonce per answer, its Content-Length and ETag dropped; JSON gets the resource policy; a 304 no policy', async () => {
    const html = `<html><script nonce="${placeholder}">1</script></html>`;
    const app = await serve((req, res) => {
      if (req.url === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      if (req.url === '/304') return res.writeHead(304).end();
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(html));
      res.setHeader('etag', '"same-for-every-reader"');
      res.end(html);
    });
    try {
      const first = await fetch(`http://127.0.0.1:${app.port}/`, { headers: { 'x-wellread-csp-nonce': 'placeholder' } });
      const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(await first.text()).toBe(`<html><script nonce="${nonce}">1</script></html>`);
      expect(first.headers.get('etag')).toBeNull();
      const head = await fetch(`http://127.0.0.1:${app.port}/`, { method: 'HEAD' });
      expect(head.headers.get('content-security-policy')).toMatch(/^script-src 'nonce-/);
      expect(head.headers.get('etag')).toBeNull();
      expect(head.headers.get('content-length')).toBeNull();
      const second = await fetch(`http://127.0.0.1:${app.port}/`);
      expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
      expect(await second.text()).not.toContain(placeholder);
      const json = await fetch(`http://127.0.0.1:${app.port}/json`);
      expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'");
      expect(json.headers.get('x-content-type-options')).toBe('nosniff');
      const notModified = await fetch(`http://127.0.0.1:${app.port}/304`);
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('content-security-policy')).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('sends one Location, though the app set it twice (Next appends a cached redirect\'s again)', async () => {
    const app = await serve((_req, res) => {
      res.setHeader('location', '/about/product-selection-process');
      res.appendHeader('location', '/about/product-selection-process');
      res.writeHead(308).end();
    });
    try {
      const answer = await fetch(`http://127.0.0.1:${app.port}/product-selection-process`, { redirect: 'manual' });
      expect(answer.status).toBe(308);
      expect(answer.headers.get('location')).toBe('/about/product-selection-process');
    } finally {
      await app.close();
    }
  });

  it('never lets the placeholder out in a header, and drops Next’s note of the internal path (issue 29, finding 2)', async () => {
    const link = `</font.woff2>; rel=preload; as="font"; crossorigin=""; nonce="${placeholder}"; type="font/woff2", </_next/static/chunks/a.js>; rel=preload; as="script"; nonce="${placeholder}", </a.css>; rel=preload; as="style"`;
    const app = await serve((req, res) => {
      res.setHeader('link', link);
      res.setHeader('x-middleware-rewrite', '/healthline/us/newsletter/confirm');
      if (req.url === '/304') return res.writeHead(304, { 'x-other': `a ${placeholder}` }).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-other': `a ${placeholder}` }).end(`<script nonce="${placeholder}"></script>`);
    }, '127.0.0.1');
    try {
      // Its own nonce: the header gets this answer's nonce, like the body.
      const own = await fetch(`http://127.0.0.1:${app.port}/`);
      const nonce = /'nonce-([^']+)'/.exec(own.headers.get('content-security-policy') ?? '')?.[1];
      expect(own.headers.get('link')).toBe(link.replaceAll(placeholder, nonce!));
      expect(own.headers.get('x-other')).toBe(`a ${nonce}`);
      expect(own.headers.get('x-middleware-rewrite')).toBeNull();
      // A trusted caching proxy fills the nonce in the body only: the header loses the placeholder's entries instead.
      for (const target of ['/', '/304']) {
        const proxied = await fetch(`http://127.0.0.1:${app.port}${target}`, { headers: { 'x-wellread-csp-nonce': 'placeholder' } });
        // Its CSP names the placeholder for the proxy, which replaces that header (deploy/nginx); no other header may.
        const headers = [...proxied.headers].filter(([name]) => name !== 'content-security-policy').map(([name, value]) => `${name}: ${value}`).join('\n');
        expect(headers, target).not.toContain(placeholder);
        expect(proxied.headers.get('x-other')).toBeNull();
        expect(proxied.headers.get('link')).toBe('</font.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </a.css>; rel=preload; as="style"');
        if (target === '/') expect(await proxied.text()).toContain(placeholder);
      }
    } finally {
      await app.close();
    }
  });
});

describe('headerWithoutPlaceholder', () => {
  it('puts the nonce in, or, for the proxy to fill, keeps a Link entry only where no nonce is needed', () => {
    expect(headerWithoutPlaceholder('link', `</a.js>; nonce="${placeholder}"`, placeholder, 'N')).toBe('</a.js>; nonce="N"');
    expect(headerWithoutPlaceholder('link', `</f.woff2>; rel=preload; as="font"; nonce="${placeholder}"; type="font/woff2", </a.js>; rel=preload; as="script"; nonce="${placeholder}"`, placeholder, null))
      .toBe('</f.woff2>; rel=preload; as="font"; type="font/woff2"');
    expect(headerWithoutPlaceholder('link', `</a.js>; rel=preload; as=script; nonce=${placeholder}`, placeholder, null)).toBeNull();
    expect(headerWithoutPlaceholder('link', `</x?${placeholder}>; rel=preload; as="image"`, placeholder, null)).toBeNull();
    expect(headerWithoutPlaceholder('x-anything', placeholder, placeholder, null)).toBeNull();
  });
});
