import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { applyServerLimits, bodyRefusal, dropWildcardPrecondition, passesProxy, proxiedBodyLimit, serverLimits } from '../../../scripts/request-guard.mjs';
import { config as proxyConfig } from '@/proxy';

const post = (url: string, headers: Record<string, string>) => ({ url, method: 'POST', headers });
const call = { 'next-action': '7f3a', 'content-type': 'text/plain;charset=UTF-8', 'content-length': '2', host: 'localhost:3000', origin: 'http://localhost:3000' };
const statusOf = (req: Parameters<typeof bodyRefusal>[0]) => bodyRefusal(req)?.status ?? null;

describe('bodyRefusal: what Next must not read (issue 29, findings 6 and 8)', () => {
  it('lets a same-origin Server Function call through, and every GET', () => {
    expect(statusOf(post('/', call))).toBeNull();
    const { origin: _origin, ...noOrigin } = call;
    expect(statusOf(post('/nutrition/x?y=1', noOrigin))).toBeNull();
    expect(statusOf({ url: '/', method: 'GET', headers: {} })).toBeNull();
  });

  it('refuses page POSTs that would give Next’s 500: no Next-Action, foreign origin, other body types, no length', () => {
    expect(statusOf(post('/', { 'content-type': 'multipart/form-data', 'content-length': '1' }))).toBe(400);
    expect(statusOf(post('/', { ...call, origin: 'http://evil.example' }))).toBe(403);
    expect(statusOf(post('/', { ...call, origin: 'null' }))).toBe(403);
    expect(statusOf(post('/', { ...call, origin: 'not a url' }))).toBe(403);
    expect(statusOf(post('/', { ...call, 'content-type': 'multipart/form-data; boundary=x' }))).toBe(415);
    expect(statusOf(post('/', { ...call, 'content-type': 'application/json' }))).toBe(415);
    const { 'content-length': _length, ...chunked } = call;
    expect(statusOf(post('/', chunked))).toBe(411);
    expect(statusOf(post('/', { ...call, 'content-length': '1e3' }))).toBe(400);
  });

  it('refuses a declared body over 1 MB on any path the proxy handles (413), and leaves route handlers to their own caps', () => {
    const big = String(proxiedBodyLimit + 1);
    for (const url of ['/', '/ops/sign-in', '/consent/validate']) expect(statusOf(post(url, { ...call, 'content-length': big })), url).toBe(413);
    expect(statusOf(post('/', { ...call, 'content-length': String(proxiedBodyLimit) }))).toBeNull();
    for (const url of ['/api/survey', '/v2/t', '/_next/image?url=x']) expect(statusOf(post(url, { 'content-length': big })), url).toBeNull();
    // Posts to route handlers behind the proxy are theirs to judge.
    expect(statusOf(post('/ops/sign-in', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '10' }))).toBeNull();
  });

  it('knows which paths pass src/proxy.ts, as its matcher says', () => {
    const matcher = new RegExp(`^${proxyConfig.matcher[0]!}$`);
    for (const path of ['/', '/a/b', '/ops/sign-in', '/consent/validate', '/robots.txt', '/_next/static/x.js', '/_next/image', '/api/survey', '/v2/t', '/media/p/1']) {
      expect(passesProxy(path), path).toBe(matcher.test(path));
    }
  });
});

describe('dropWildcardPrecondition', () => {
  it('drops If-None-Match: * only', () => {
    const wildcard = { headers: { 'if-none-match': ' * ' } as Record<string, string> };
    dropWildcardPrecondition(wildcard);
    expect(wildcard.headers).toEqual({});
    const tagged = { headers: { 'if-none-match': '"abc"' } };
    dropWildcardPrecondition(tagged);
    expect(tagged.headers).toEqual({ 'if-none-match': '"abc"' });
  });
});

describe('server limits (issue 29, finding 10)', () => {
  it('reads its settings from the environment, refusing bad values', () => {
    expect(serverLimits({})).toEqual({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, maxConnections: 1024 });
    expect(serverLimits({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '60', MAX_CONNECTIONS: '10' })).toEqual({ requestTimeoutMs: 5000, headersTimeoutMs: 5000, maxConnections: 10 });
    for (const [name, value] of [['REQUEST_TIMEOUT_SECONDS', '0'], ['MAX_CONNECTIONS', 'lots'], ['HEADERS_TIMEOUT_SECONDS', '1.5']]) {
      expect(() => serverLimits({ [name!]: value })).toThrow(name);
    }
  });

  async function limitedServer(env: Record<string, string>) {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('done'));
    });
    applyServerLimits(server, serverLimits(env));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, port: (server.address() as AddressInfo).port };
  }

  function rawExchange(port: number, text: string): Promise<{ reply: string; ms: number }> {
    return new Promise((resolve) => {
      const start = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let reply = '';
      socket.on('data', (d) => (reply += d.toString()));
      socket.on('close', () => resolve({ reply, ms: Date.now() - start }));
      socket.on('error', () => {});
    });
  }

  it('answers 408 and closes a request whose body trickles past the request timeout, instead of holding it for 300 s', async () => {
    const { server, port } = await limitedServer({ REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1' });
    try {
      const slow = await rawExchange(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nab');
      expect(slow.reply).toMatch(/^HTTP\/1\.1 408/);
      expect(slow.ms).toBeLessThan(5000);
      const headersOnly = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n');
      expect(headersOnly.reply).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      server.close();
    }
  });

  it('closes connections past MAX_CONNECTIONS at once', async () => {
    const { server, port } = await limitedServer({ MAX_CONNECTIONS: '2', REQUEST_TIMEOUT_SECONDS: '5' });
    const held = await Promise.all([0, 1].map(() => new Promise<net.Socket>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(s));
    })));
    try {
      const third = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(third.reply).toBe('');
      held[0]!.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(after.reply).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const s of held) s.destroy();
      server.close();
    }
  });
});
