import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { commonSecurityHeaders, createNonceInjector, pageCsp } from '../../../scripts/security-headers.mjs';
import { httpsOriginsByHost, httpsRedirect, parseTrustedProxies, readRequestSecurity, secureResponse } from '../../../scripts/secure-response.mjs';

const page = '<!doctype html><html><head><link rel="stylesheet" href="/a.css"><script src="/a.js" async></script></head>'
  + '<body><p>&lt;script&gt; is text, <b>é ü 漢字</b></p><script>self.__next_f.push([1,"\\u003cscript"])</script><SCRIPT>x()</SCRIPT><scripts-are-not-tags></scripts-are-not-tags></body></html>';

function inject(chunks: string[]): string {
  const injector = createNonceInjector('N0nce');
  const out = chunks.map((c) => injector.push(Buffer.from(c, 'utf8')));
  out.push(injector.end());
  return Buffer.concat(out).toString('utf8');
}

describe('the CSP nonce injector', () => {
  const expected = page
    .replace('<link rel', '<link nonce="N0nce" rel')
    .replace('<script src', '<script nonce="N0nce" src')
    .replace('<script>self', '<script nonce="N0nce">self')
    .replace('<SCRIPT>', '<SCRIPT nonce="N0nce">');

  it('adds the nonce to every script and link tag, and to nothing else', () => {
    expect(inject([page])).toBe(expected);
  });

  it('gives the same bytes however the stream is cut, inside a tag name or a UTF-8 character included', () => {
    const bytes = Buffer.from(page, 'utf8');
    for (let cut = 1; cut < bytes.length; cut++) {
      const injector = createNonceInjector('N0nce');
      const out = Buffer.concat([injector.push(bytes.subarray(0, cut)), injector.push(bytes.subarray(cut)), injector.end()]);
      expect(out.toString('utf8'), `cut at ${cut}`).toBe(expected);
    }
    const oneByOne = createNonceInjector('N0nce');
    const parts = [...bytes].map((b) => oneByOne.push(Buffer.from([b])));
    expect(Buffer.concat([...parts, oneByOne.end()]).toString('utf8')).toBe(expected);
  });

  it('holds back only a possible tag start, so a streamed chunk that ends a script is sent at once', () => {
    const injector = createNonceInjector('n');
    expect(injector.push('<div>done</div><script>$RC("B:0")</script>').toString()).toBe('<div>done</div><script nonce="n">$RC("B:0")</script>');
    expect(injector.push('<p>text</p><scr').toString()).toBe('<p>text</p>');
    expect(injector.push('ipt>x()</script>').toString()).toBe('<script nonce="n">x()</script>');
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

  it('rejects a malformed TRUSTED_PROXIES entry with a clear message', () => {
    expect(() => parseTrustedProxies('127.0.0.1,proxy.local')).toThrow('TRUSTED_PROXIES entry "proxy.local" must be an IP address or CIDR');
    expect(() => parseTrustedProxies('10.0.0.0/40')).toThrow('invalid prefix length');
  });

  it('redirects plain http for a host with an https origin to that origin, never to the request\'s Host', () => {
    const origins = httpsOriginsByHost('healthline=https://www.example.org,psy=http://psy.localhost:3000');
    expect(httpsRedirect(fakeRequest('192.0.2.9', { host: 'www.example.org:80' }, '/a?b=1'), false, origins)).toBe('https://www.example.org/a?b=1');
    expect(httpsRedirect(fakeRequest('192.0.2.9', { host: 'www.example.org' }, '/a'), true, origins)).toBeNull();
    expect(httpsRedirect(fakeRequest('192.0.2.9', { host: 'psy.localhost:3000' }, '/a'), false, origins)).toBeNull();
    expect(httpsRedirect(fakeRequest('192.0.2.9', { host: 'evil.example' }, '/a'), false, origins)).toBeNull();
  });
});

describe('secureResponse on a real server', () => {
  async function serve(handler: http.RequestListener) {
    const server = http.createServer((req, res) => {
      secureResponse(req, res, readRequestSecurity(req, parseTrustedProxies()));
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('a page gets a fresh nonce per answer, its Content-Length dropped; JSON gets the resource policy; a 304 no policy', async () => {
    const html = '<html><script>1</script></html>';
    const app = await serve((req, res) => {
      if (req.url === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      if (req.url === '/304') return res.writeHead(304).end();
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(html));
      res.end(html);
    });
    try {
      const first = await fetch(`http://127.0.0.1:${app.port}/`);
      const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
      expect(await first.text()).toBe(`<html><script nonce="${nonce}">1</script></html>`);
      const second = await fetch(`http://127.0.0.1:${app.port}/`);
      expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
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
});
