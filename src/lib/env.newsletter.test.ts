import { afterEach, describe, expect, it } from 'vitest';
import { env, resetEnvCache } from '@/lib/env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

const keys = [
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_OUTBOX_PAGE',
  'NEWSLETTER_SECRET',
  'SITE_ORIGINS',
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_SECRET',
  'COUNTRY_HEADER',
  'CLIENT_IP_HEADER',
  'NEWSLETTER_RATE_LIMIT_IP',
  'NEWSLETTER_RATE_LIMIT_EMAIL',
  'NEWSLETTER_RATE_WINDOW_SECONDS',
  'DEFAULT_COUNTRY',
];

describe('newsletter, mail and region settings', () => {
  it('have working defaults with nothing set: outbox mail, loopback-only outbox page, generated secret, ALTCHA, cf-ipcountry', () => {
    for (const key of keys) delete process.env[key];
    resetEnvCache();
    expect(env()).toMatchObject({
      SMTP_URL: '',
      MAIL_FROM: 'Wellread <newsletter@localhost>',
      MAIL_OUTBOX_PAGE: 'loopback',
      NEWSLETTER_SECRET: '',
      SITE_ORIGINS: {},
      RECAPTCHA_SITE_KEY: '',
      RECAPTCHA_SECRET: '',
      COUNTRY_HEADER: 'cf-ipcountry',
      DEFAULT_COUNTRY: 'US',
      CLIENT_IP_HEADER: '',
      NEWSLETTER_RATE_LIMIT_IP: 10,
      NEWSLETTER_RATE_LIMIT_EMAIL: 5,
      NEWSLETTER_RATE_WINDOW_SECONDS: 3600,
    });
  });

  it('parse and check the configured values', () => {
    process.env.SITE_ORIGINS = 'healthline=https://www.example.org, psy=https://mind.example.org';
    process.env.COUNTRY_HEADER = 'X-Country-Code';
    resetEnvCache();
    expect(env().SITE_ORIGINS).toEqual({ healthline: 'https://www.example.org', psy: 'https://mind.example.org' });
    expect(env().COUNTRY_HEADER).toBe('x-country-code');
  });

  it('refuse a short secret, a non-SMTP mail URL and a bad origin map, naming each', () => {
    process.env.NEWSLETTER_SECRET = 'short';
    process.env.SMTP_URL = 'http://mail';
    process.env.SITE_ORIGINS = 'healthline=www.example.org/path';
    process.env.DEFAULT_COUNTRY = 'USA';
    resetEnvCache();
    expect(() => env()).toThrow(/SMTP_URL[\s\S]*NEWSLETTER_SECRET[\s\S]*SITE_ORIGINS[\s\S]*DEFAULT_COUNTRY/);
  });
});
