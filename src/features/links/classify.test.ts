import { describe, expect, it } from 'vitest';
import { classifyLink, isOwnHost, type LinkScope } from './classify';

const scope: LinkScope = { ownDomains: ['wellread.example', 'localhost'], orgId: 'wellread' };
const kind = (href: string | undefined) => classifyLink(href, scope).kind;

describe('classifyLink', () => {
  it.each([
    ['/nutrition/vitamin-d', 'relative path'],
    ['vitamin-d', 'relative path without slash'],
    ['./vitamin-d?x=1', 'dot-relative path'],
    ['?page=2', 'query only'],
    ['#faq', 'hash'],
    ['https://wellread.example/sleep', 'own domain'],
    ['http://WELLREAD.example:8080/sleep', 'own domain, any case and port'],
    ['https://www.wellread.example/sleep', 'www.'],
    ['https://anon.wellread.example/sleep', 'anon.'],
    ['https://dev.wellread.example/sleep', 'dev.'],
    ['https://frontend.wellread.example/sleep', 'frontend.'],
    ['//www.wellread.example/sleep', 'protocol-relative own host'],
    ['http://localhost:3105/sleep', 'request host'],
  ])('%s is internal (%s)', (href) => {
    expect(kind(href)).toBe('internal');
  });

  it.each([
    ['https://www.cdc.gov/diabetes/', 'another site'],
    ['https://mind.wellread.example/anxiety', 'a sister site is not one of the own hosts'],
    ['https://shop.wellread.example/', 'an own-domain subdomain outside www, anon, dev, frontend'],
    ['https://wellread.example.evil.test/', 'a look-alike host'],
    ['https://notwellread.example/', 'a suffix without a dot'],
    ['//cdc.gov/x', 'protocol-relative'],
  ])('%s is outbound (%s)', (href) => {
    expect(kind(href)).toBe('outbound');
  });

  it.each([
    ['https://brand.test/product?rvo_aff=1', 'rvo_aff=1'],
    ['https://brand.test/p?a=b&rvo_aff=1#top', 'rvo_aff=1 among other parameters'],
    ['https://www.amazon.com/dp/B000123456', 'retailer host'],
    ['https://amzn.to/3abc', 'retailer short link'],
    ['https://click.linksynergy.com/deeplink?id=1', 'affiliate network subdomain'],
  ])('%s is affiliate (%s)', (href) => {
    expect(kind(href)).toBe('affiliate');
  });

  it('rvo_aff other than 1 is not an affiliate marker', () => {
    expect(kind('https://brand.test/?rvo_aff=0')).toBe('outbound');
  });

  it('mailto:, tel:, empty and unparsable addresses are left alone', () => {
    expect(kind('mailto:a@b.test')).toBe('other');
    expect(kind('tel:+15551234567')).toBe('other');
    expect(kind(undefined)).toBe('other');
    expect(kind('  ')).toBe('other');
    expect(kind('https://')).toBe('other');
  });

  it('marks partner hosts', () => {
    expect(classifyLink('https://care.partner.example/book', scope)).toMatchObject({ kind: 'outbound', partner: true });
    expect(classifyLink('https://www.cdc.gov/', scope).partner).toBe(false);
  });

  it('isOwnHost ignores empty domains', () => {
    expect(isOwnHost('example.test', [''])).toBe(false);
    expect(isOwnHost('www.example.test', ['example.test'])).toBe(true);
  });
});
