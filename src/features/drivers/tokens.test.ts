import { describe, expect, it } from 'vitest';
import { DRIVER_TOKENS, escapeTokenValue, substituteText, substituteUrl, tokenValues } from './tokens';

describe('dynamic text tokens', () => {
  it('knows exactly the spec tokens', () => {
    expect([...DRIVER_TOKENS]).toEqual(['where', 'k1', 'utm_medium', 'utm_source', 'utm_campaign', 'utm_term', 'utm_content', 'apid', 'tc', 'subid', 'subid2', 'rvo_subid', 'rvo_subid2']);
  });
  it('takes where and k1 from the page, the rest from the URL, UTM values falling back to the visit cookies', () => {
    const values = tokenValues({
      canonicalPath: '/nutrition/fiber-basics',
      k1: 'fiber',
      pageUrl: 'https://www.example.org/nutrition/fiber-basics?utm_source=mail&apid=42&tc=x1&subid=s1&subid2=s2&rvo_subid=r1&rvo_subid2=r2',
      utmCookies: { hl_utm_source: 'cookie', hl_utm_medium: 'email' },
    });
    expect(values).toEqual({ where: '/nutrition/fiber-basics', k1: 'fiber', utm_source: 'mail', utm_medium: 'email', apid: '42', tc: 'x1', subid: 's1', subid2: 's2', rvo_subid: 'r1', rvo_subid2: 'r2' });
  });
  it('ignores a URL that does not parse', () => {
    expect(tokenValues({ canonicalPath: '/a', pageUrl: 'not a url' })).toEqual({ where: '/a', k1: undefined });
  });
  it('substitutes every token; missing values become empty; unknown braces stay', () => {
    expect(substituteText('From {utm_source} on {where} ({k1}) {unknown}', { where: '/a', k1: 'x' })).toBe('From  on /a (x) {unknown}');
    expect(substituteText('{subid}-{subid2}-{rvo_subid}-{rvo_subid2}-{apid}-{tc}', { subid: '1', subid2: '2', rvo_subid: '3', rvo_subid2: '4', apid: '5', tc: '6' })).toBe('1-2-3-4-5-6');
  });
  it('escapes values: markup, quotes and over-long values are dropped', () => {
    expect(escapeTokenValue('<script>alert(1)</script>')).toBe('');
    expect(escapeTokenValue('"onmouseover=x')).toBe('');
    expect(escapeTokenValue('a'.repeat(101))).toBe('');
    expect(escapeTokenValue(' spring sale 2026 ')).toBe('spring sale 2026');
    expect(substituteText('Hi {utm_campaign}', { utm_campaign: '<img src=x onerror=alert(1)>' })).toBe('Hi ');
  });
  it('percent-encodes values in URLs so they cannot add parameters, paths or schemes', () => {
    expect(substituteUrl('https://p.example/?s={subid}', { subid: 'a b/c:d' })).toBe('https://p.example/?s=a%20b%2Fc%3Ad');
    expect(substituteUrl('https://p.example/?s={subid}', { subid: 'x&admin=1' })).toBe('https://p.example/?s=');
    expect(substituteUrl('{where}', { where: 'javascript:alert(1)' })).toBe('javascript%3Aalert(1)');
  });
});
