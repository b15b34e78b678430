import { describe, expect, it } from 'vitest';
import { internalPath, regionClassFrom, searchKey, searchParamsFromKey, type RewriteConfig } from '@/lib/page-rewrite';

const config: RewriteConfig = { siteHosts: { 'psy.localhost': 'psy' }, defaultSite: 'healthline', countryHeader: 'cf-ipcountry', defaultCountry: 'US' };
const headers = (country?: string) => new Headers(country === undefined ? {} : { 'cf-ipcountry': country });
const rewrite = (path: string, host = 'localhost:3000', country?: string, query = '') => internalPath(path, new URLSearchParams(query), host, headers(country), config);

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
    expect(internalPath('/x', new URLSearchParams(), null, headers(), { ...config, defaultCountry: '' })).toBe('/healthline/gdpr/x');
    expect(regionClassFrom(headers('de'), config)).toBe('gdpr');
    expect(regionClassFrom(headers('US'), config)).toBe('us');
  });

  it('leaves route handlers, per-reader pages and files alone', () => {
    for (const path of ['/api/search/suggest', '/v2/t', '/_next/static/chunks/a.js', '/ops', '/ops/sign-in', '/dev/outbox', '/media/p/1.svg', '/consent/validate', '/icons/healthline.svg', '/ads.js']) {
      expect(rewrite(path)).toBeNull();
    }
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

  it('keeps keys short and reads a broken key as no query', () => {
    const long = searchKey(new URLSearchParams({ q1: 'a'.repeat(5000) }));
    expect(searchParamsFromKey(long).q1).toHaveLength(201);
    for (const bad of ['%%%', 'bm90IGpzb24', Buffer.from('[1,2]').toString('base64url'), Buffer.from('{"q1":5}').toString('base64url')]) {
      expect(searchParamsFromKey(bad)).toEqual({});
    }
  });
});
