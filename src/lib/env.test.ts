import { afterEach, describe, expect, it } from 'vitest';
import { env, resetEnvCache } from '@/lib/env';
import { normalHost, servedHosts, siteForHost } from '@/lib/site-for-host';

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
  const config = { SITE_HOSTS: { 'psy.localhost': 'psy' as const }, SITE_ORIGINS: {}, DEFAULT_SITE: 'healthline' as const };
  const declared = { ...config, SITE_ORIGINS: { healthline: 'https://www.example.org', psy: 'https://mind.example.org:8443' } };
  it('picks the mapped site whatever the port, case or trailing dot, as nginx keys its cache ($host)', () => {
    for (const host of ['psy.localhost:3000', 'PSY.localhost', 'psy.localhost.', 'Psy.Localhost.:8080', ' psy.localhost ']) expect(siteForHost(host, config), host).toBe('psy');
    expect(normalHost('PSY.localhost.:8080')).toBe('psy.localhost');
    expect(normalHost('[::1]:3000')).toBe('[::1]');
  });
  it('without SITE_ORIGINS, serves the default site on any other or missing host', () => {
    expect(siteForHost('localhost:3000', config)).toBe('healthline');
    expect(siteForHost('evil.example', config)).toBe('healthline');
    expect(siteForHost(null, { ...config, DEFAULT_SITE: 'psy' })).toBe('psy');
  });
  it('with SITE_ORIGINS, serves only the configured hosts and this machine: null for any other', () => {
    expect(siteForHost('mind.example.org', declared)).toBe('psy');
    expect(siteForHost('WWW.example.org.:443', declared)).toBe('healthline');
    for (const host of ['localhost:3000', '127.0.0.1']) expect(siteForHost(host, declared), host).toBe('healthline');
    for (const host of ['evil.example', 'example.org', 'www.example.org.evil', '', null]) expect(siteForHost(host, declared), String(host)).toBeNull();
    expect([...servedHosts(declared).keys()].sort()).toEqual(['127.0.0.1', 'localhost', 'mind.example.org', 'psy.localhost', 'www.example.org']);
  });
  it('never takes an Object property for a Host such as "constructor" or "__proto__"', () => {
    for (const host of ['constructor', '__proto__', 'toString', 'hasOwnProperty:80']) {
      expect(siteForHost(host, config)).toBe('healthline');
      expect(siteForHost(host, { ...config, SITE_ORIGINS: { psy: 'https://mind.example.org' } })).toBeNull();
    }
  });
});
