import { describe, expect, it } from 'vitest';
import { missingOriginsWarning, siteOrigin } from '@/lib/site-origin';

const base = { SITE_HOSTS: { 'psy.localhost': 'psy' as const }, DEFAULT_SITE: 'healthline' as const, PORT: 3000 };

describe('site origins', () => {
  it('come from SITE_ORIGINS, else this machine; never from a request', () => {
    expect(siteOrigin('healthline', { ...base, SITE_ORIGINS: { healthline: 'https://www.example.org' } })).toBe('https://www.example.org');
    expect(siteOrigin('psy', { ...base, SITE_ORIGINS: {} })).toBe('http://psy.localhost:3000');
  });

  it('production without an origin for a site says loudly what it assumes', () => {
    const warning = missingOriginsWarning({ ...base, NODE_ENV: 'production', SITE_ORIGINS: { healthline: 'https://www.example.org' } });
    expect(warning).toContain('SITE_ORIGINS does not name psy');
    expect(warning).toContain('psy=http://psy.localhost:3000');
    expect(missingOriginsWarning({ ...base, NODE_ENV: 'production', SITE_ORIGINS: { healthline: 'https://a.example', psy: 'https://b.example' } })).toBeNull();
    expect(missingOriginsWarning({ ...base, NODE_ENV: 'development', SITE_ORIGINS: {} })).toBeNull();
  });
});
