import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
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

describe('proxy: the host and the query a page is rendered with (issue 29, findings 1 and 9)', () => {
  afterEach(() => {
    delete process.env.SITE_ORIGINS;
    resetEnvCache();
  });

  it('serves the psy site on every spelling of its host nginx keys as one', () => {
    for (const host of ['psy.localhost', 'PSY.localhost.', 'psy.localhost.:3000']) expect(call('/', 'GET', { host }).headers.get('x-middleware-rewrite'), host).toMatch(/\/psy\/us$/);
  });

  it('refuses a page for a host it does not serve once SITE_ORIGINS names the sites: 421, uncached', () => {
    process.env.SITE_ORIGINS = 'healthline=https://www.example.org,psy=https://mind.example.org';
    resetEnvCache();
    const refused = call('/nutrition', 'GET', { host: 'evil.example' });
    expect([refused.status, refused.headers.get('cache-control'), refused.headers.get('x-middleware-rewrite')]).toEqual([421, 'no-store', null]);
    expect(call('/robots.txt', 'GET', { host: 'www.example.org.evil' }).status).toBe(421);
    expect(call('/', 'GET', { host: 'mind.example.org' }).headers.get('x-middleware-rewrite')).toMatch(/\/psy\/us$/);
    expect(call('/', 'GET', { host: 'localhost:3000' }).headers.get('x-middleware-rewrite')).toMatch(/\/healthline\/us$/);
    // Route handlers still answer (a health check by address, the APIs).
    expect(call('/consent/validate', 'GET', { host: 'evil.example' }).status).toBe(200);
  });

  it('drops every query parameter a page does not read before it renders', () => {
    const rewritten = (path: string) => new URL(call(path, 'GET').headers.get('x-middleware-rewrite')!);
    expect(rewritten('/nutrition?email=a%40b.example&gclid=1').search).toBe('');
    expect(rewritten('/newsletter/confirm?token=abc&email=a%40b.example').search).toBe('?token=abc');
    expect(rewritten('/compare?article=%2Fa&products=1%2C2&utm_source=x').search).toBe('?article=%2Fa&products=1%2C2');
  });
});
