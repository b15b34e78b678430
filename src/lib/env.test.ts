import { afterEach, describe, expect, it } from 'vitest';
import { env, resetEnvCache } from '@/lib/env';
import { siteForHost } from '@/lib/site-for-host';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe('env', () => {
  it('works with nothing set, using the documented defaults', () => {
    for (const key of ['PORT', 'DATABASE_URL', 'SQLITE_PATH', 'DEFAULT_SITE', 'SITE_HOSTS', 'CONTENT_API_TOKEN', 'CONTENT_CACHE_SECONDS']) delete process.env[key];
    resetEnvCache();
    expect(env()).toMatchObject({
      PORT: 3000,
      DATABASE_URL: '',
      SQLITE_PATH: './data/wellread.db',
      DEFAULT_SITE: 'healthline',
      SITE_HOSTS: { 'psy.localhost': 'psy' },
      CONTENT_API_TOKEN: '',
      CONTENT_CACHE_SECONDS: 60,
    });
  });

  it('names every bad variable in one error', () => {
    process.env.PORT = 'eighty';
    process.env.DATABASE_URL = 'mysql://x';
    process.env.SITE_HOSTS = 'example.org=unknown-site';
    resetEnvCache();
    expect(() => env()).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SITE_HOSTS/);
  });

  it('parses the host map', () => {
    process.env.SITE_HOSTS = ' www.example.org=healthline , Mind.Example.org=psy ';
    resetEnvCache();
    expect(env().SITE_HOSTS).toEqual({ 'www.example.org': 'healthline', 'mind.example.org': 'psy' });
  });
});

describe('siteForHost', () => {
  const map = { 'psy.localhost': 'psy' as const };
  it('picks the mapped site whatever the port or case', () => {
    expect(siteForHost('psy.localhost:3000', map, 'healthline')).toBe('psy');
    expect(siteForHost('PSY.localhost', map, 'healthline')).toBe('psy');
  });
  it('falls back to the default site for other or missing hosts', () => {
    expect(siteForHost('localhost:3000', map, 'healthline')).toBe('healthline');
    expect(siteForHost(null, map, 'psy')).toBe('psy');
  });
  it('never takes an Object property for a Host such as "constructor" or "__proto__"', () => {
    for (const host of ['constructor', '__proto__', 'toString', 'hasOwnProperty:80']) expect(siteForHost(host, map, 'healthline')).toBe('healthline');
  });
});
