import { describe, expect, it } from 'vitest';
import { internalPath, isSitePath, pageQuery, regionClassFrom, searchKey, searchParamsFromKey, type RewriteConfig } from '@/lib/page-rewrite';
import { siteForHost } from '@/lib/site-for-host';
import { renderedTarget } from '@/lib/site-paths.mjs';

const config: RewriteConfig = { countryHeader: 'cf-ipcountry', defaultCountry: 'US' };
const sites = { SITE_HOSTS: { 'psy.localhost': 'psy' as const }, SITE_ORIGINS: {}, DEFAULT_SITE: 'healthline' as const };
const headers = (country?: string) => new Headers(country === undefined ? {} : { 'cf-ipcountry': country });
const rewrite = (path: string, host = 'localhost:3000', country?: string, query = '') =>
  isSitePath(path) ? internalPath(path, new URLSearchParams(query), siteForHost(host, sites)!, headers(country), config) : null;

describe('proxy rewrite to /{site}/{region}/path', () => {
  it('picks the site from the host and the region class from the country header', () => {
    expect(rewrite('/heart-health/statin-costs')).toBe('/healthline/us/heart-health/statin-costs');
    expect(rewrite('/', 'psy.localhost:3000', 'FR')).toBe('/psy/gdpr');
    expect(rewrite('/anxiety', 'PSY.LOCALHOST', 'GB')).toBe('/psy/gdpr/anxiety');
    expect(rewrite('/nutrition', 'evil.example', 'BR')).toBe('/healthline/other/nutrition');
  });

  it('falls back to DEFAULT_COUNTRY, and to the strictest class when that is empty', () => {
    expect(rewrite('/x', undefined, 'XX')).toBe('/healthline/us/x');
    expect(rewrite('/x', undefined, 'not a country')).toBe('/healthline/us/x');
    expect(internalPath('/x', new URLSearchParams(), 'healthline', headers(), { ...config, defaultCountry: '' })).toBe('/healthline/gdpr/x');
    expect(regionClassFrom(headers('de'), config)).toBe('gdpr');
    expect(regionClassFrom(headers('US'), config)).toBe('us');
  });

  it('leaves route handlers, per-reader pages and files alone', () => {
    for (const path of ['/api/search/suggest', '/v2/t', '/_next/static/chunks/a.js', '/ops', '/ops/sign-in', '/dev/outbox', '/media/p/1.svg', '/media/abcdefghijklmnopqrstuvwx/original', '/consent/validate', '/icons/healthline.svg', '/ads.js']) {
      expect(rewrite(path)).toBeNull();
    }
  });

  it('leaves the health and readiness checks alone on any host, and only those exact paths (issue 29)', () => {
    for (const host of ['localhost:3000', 'psy.localhost', 'evil.example', '10.0.0.7:3001']) {
      expect(rewrite('/healthz', host)).toBeNull();
      expect(rewrite('/readyz', host)).toBeNull();
    }
    expect(renderedTarget('/readyz?verbose=1')).toBe('/readyz?verbose=1');
    // Pages whose path merely starts with the name are still pages.
    expect(rewrite('/healthz/x')).toBe('/healthline/us/healthz/x');
    expect(rewrite('/readyzz')).toBe('/healthline/us/readyzz');
  });

  it('serves robots.txt and the sitemap per site', () => {
    expect(rewrite('/robots.txt', 'psy.localhost')).toBe('/psy/us/robots.txt');
    expect(rewrite('/sitemap.xml')).toBe('/healthline/us/sitemap-xml');
  });

  it('carries the search query in the path, so results are cached by query', () => {
    const path = rewrite('/search', undefined, undefined, 'q1=sleep&page=2&utm_source=x');
    expect(path).toMatch(/^\/healthline\/us\/search\/[A-Za-z0-9_-]+$/);
    expect(searchParamsFromKey(path!.split('/').pop()!)).toEqual({ q1: 'sleep', page: '2' });
    // q, as readers type it and other sites link it, is the same search (and the same cached page) as q1.
    expect(rewrite('/search', undefined, undefined, 'q=sleep&page=2')).toBe(path);
    expect(searchParamsFromKey(rewrite('/search', undefined, undefined, 'q1=sleep&q=other')!.split('/').pop()!)).toEqual({ q1: 'sleep' });
    expect(rewrite('/search')).toBe('/healthline/us/search/-');
    expect(searchParamsFromKey('-')).toEqual({});
  });

  it('renders a page with no query but the parameters its page reads (issue 29, finding 9)', () => {
    const query = (path: string, search: string) => pageQuery(path, new URLSearchParams(search));
    for (const path of ['/', '/nutrition', '/heart-health/statin-costs', '/robots.txt']) expect(query(path, 'email=a%40b.example&gclid=x&q1=s'), path).toBe('');
    expect(query('/search', 'email=a%40b.example&q1=s&page=2')).toBe('?q1=s&page=2');
    expect(query('/nutrition', '_rsc=1x2y&fbclid=z')).toBe('?_rsc=1x2y');
    expect(renderedTarget('/nutrition?email=a%40b.example&x=1')).toBe('/nutrition');
    expect(renderedTarget('/a/b?token=x')).toBe('/a/b');
    expect(renderedTarget('/newsletter/confirm?token=x&email=y')).toBe('/newsletter/confirm?token=x');
    // Route handlers and files keep their query; a target without one is left alone.
    for (const target of ['/api/search/suggest?q=x&email=y', '/v2/t?x=1', '/_next/image?url=%2Fa.png&w=64', '/ops?tab=1', '/icons/a.svg?v=2', '/nutrition', '/']) expect(renderedTarget(target)).toBe(target);
    expect(query('/compare', 'article=%2Fa%2Fb&products=1,2&fbclid=z')).toBe('?article=%2Fa%2Fb&products=1%2C2');
    expect(query('/newsletter/confirm', 'token=t.1&utm_source=mail&result=used')).toBe('?token=t.1&result=used');
    expect(query('/newsletter/unsubscribe', 'email=a%40b.example')).toBe('');
    expect(query('/newsletter/delete', 'token=x')).toBe('?token=x');
  });

  it('keeps keys short and reads a broken key as no query', () => {
    const long = searchKey(new URLSearchParams({ q1: 'a'.repeat(5000) }));
    expect(searchParamsFromKey(long).q1).toHaveLength(201);
    for (const bad of ['%%%', 'bm90IGpzb24', Buffer.from('[1,2]').toString('base64url'), Buffer.from('{"q1":5}').toString('base64url')]) {
      expect(searchParamsFromKey(bad)).toEqual({});
    }
  });
});
