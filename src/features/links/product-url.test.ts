import { describe, expect, it } from 'vitest';
import { productUrl, rewriteMidShorthand } from '@/features/links/product-url';

describe('productUrl', () => {
  it('adds the correlation id to every outbound product link, replacing an earlier one', () => {
    expect(productUrl('https://www.brightwell.example/d3?size=60', 'c-1')).toEqual({ valid: true, href: 'https://www.brightwell.example/d3?size=60&correlationId=c-1' });
    expect(productUrl('https://www.brightwell.example/d3?correlationId=old#top', 'c-2').href).toBe('https://www.brightwell.example/d3?correlationId=c-2#top');
  });

  it('adds ascsubtag only for the online retailer', () => {
    const amazon = new URL(productUrl('https://www.amazon.com/Brightwell-D3/dp/B0D3D3D3D3?tag=wr-20', 'c-3').href);
    expect(amazon.searchParams.get('ascsubtag')).toBe('c-3');
    expect(amazon.searchParams.get('correlationId')).toBe('c-3');
    expect(amazon.searchParams.get('tag')).toBe('wr-20');
    expect(new URL(productUrl('https://amzn.to/3abc', 'c-4').href).searchParams.get('ascsubtag')).toBe('c-4');
    expect(new URL(productUrl('https://www.walmart.com/ip/1', 'c-5').href).searchParams.has('ascsubtag')).toBe(false);
  });

  it('expands the affiliate network pipe shorthand to mid or &mid', () => {
    const first = new URL(productUrl('https://click.linksynergy.com/deeplink?|=123&murl=https%3A%2F%2Fshop.example', 'c').href);
    expect(first.searchParams.get('mid')).toBe('123');
    const later = new URL(productUrl('https://click.linksynergy.com/deeplink?id=abc|=456', 'c').href);
    expect(later.searchParams.get('id')).toBe('abc');
    expect(later.searchParams.get('mid')).toBe('456');
    const encoded = new URL(productUrl('https://click.linksynergy.com/deeplink?id=abc%7C=789', 'c').href);
    expect(encoded.searchParams.get('mid')).toBe('789');
  });

  it('leaves a pipe alone on other hosts', () => {
    expect(productUrl('https://www.brightwell.example/?a=1|2', 'c').href).toBe('https://www.brightwell.example/?a=1%7C2&correlationId=c');
  });

  it('returns an address that does not parse unchanged, marked invalid', () => {
    expect(productUrl('https://exa mple.com/x', 'c')).toEqual({ valid: false, href: 'https://exa mple.com/x' });
    expect(productUrl('https://%zz/', 'c')).toEqual({ valid: false, href: 'https://%zz/' });
  });

  it('rewrites only the query and keeps the hash', () => {
    expect(rewriteMidShorthand('https://n.example/p#a|b')).toBe('https://n.example/p#a|b');
    expect(rewriteMidShorthand('https://n.example/p?x=1|=2#a|b')).toBe('https://n.example/p?x=1&mid=2#a|b');
    expect(rewriteMidShorthand('https://n.example/p?x=1&|=2')).toBe('https://n.example/p?x=1&mid=2');
  });
});
