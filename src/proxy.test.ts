import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const call = (path: string, method: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`http://localhost:3000${path}`, { method, headers: { host: 'localhost:3000', ...headers } }));

describe('proxy: methods before the rewrite (issue 29, finding 3)', () => {
  it('refuses any method but GET and HEAD on the site files, uncached, before Next can cache the refusal', () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      for (const method of ['PATCH', 'PROPFIND', 'PUT', 'DELETE', 'POST', 'OPTIONS']) {
        const answer = call(path, method);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.get('allow')).toBe('GET, HEAD');
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
      for (const method of ['GET', 'HEAD']) expect(call(path, method).headers.get('x-middleware-rewrite'), `${method} ${path}`).toContain('/healthline/');
    }
  });

  it('lets a page take GET, HEAD and POST (its Server Functions), and refuses the rest', () => {
    for (const method of ['GET', 'HEAD', 'POST']) expect(call('/nutrition', method, method === 'POST' ? { 'next-action': 'x' } : {}).status, method).toBe(200);
    for (const method of ['PATCH', 'PUT', 'DELETE', 'PROPFIND']) {
      const answer = call('/nutrition', method);
      expect([answer.status, answer.headers.get('allow')], method).toEqual([405, 'GET, HEAD, POST']);
    }
  });

  it('leaves route handlers and files alone: they answer their own methods', () => {
    for (const path of ['/consent/validate', '/ops/sign-in', '/images/logo.svg']) expect(call(path, 'PATCH').status, path).toBe(200);
  });
});
