import { describe, expect, it } from 'vitest';
import { parseRetailerLink, unknownAsin } from './retailer';
import { affiliateLinkDetails } from './tracking-details';

describe('parseRetailerLink', () => {
  it('takes the product name and ASIN from /<name>/dp/<ASIN>', () => {
    expect(parseRetailerLink(new URL('https://www.amazon.com/Nature-Made-Vitamin-D3/dp/B0012ABCDE/ref=sr_1?tag=x'))).toEqual({
      retailer: 'Amazon',
      brand: 'Nature-Made-Vitamin-D3',
      productId: 'B0012ABCDE',
    });
  });

  it('reads /gp/product/<ASIN> and /dp/<ASIN> without a name', () => {
    expect(parseRetailerLink(new URL('https://amazon.com/gp/product/b0012abcde'))).toEqual({ retailer: 'Amazon', brand: 'Amazon', productId: 'B0012ABCDE' });
    expect(parseRetailerLink(new URL('https://smile.amazon.com/dp/B0012ABCDE'))?.productId).toBe('B0012ABCDE');
  });

  it("gives 'unknown_asin' when the path has no product", () => {
    expect(parseRetailerLink(new URL('https://www.amazon.com/s?k=vitamin+d'))).toEqual({ retailer: 'Amazon', brand: 'Amazon', productId: unknownAsin });
    expect(parseRetailerLink(new URL('https://amzn.to/3xYz'))?.productId).toBe('unknown_asin');
    expect(parseRetailerLink(new URL('https://www.amazon.com/dp/SHORT'))?.productId).toBe('unknown_asin');
  });

  it('is null for other hosts', () => {
    expect(parseRetailerLink(new URL('https://notamazon.com/dp/B0012ABCDE'))).toBeNull();
  });
});

describe('affiliateLinkDetails', () => {
  it('uses the retailer product for retailer links', () => {
    expect(affiliateLinkDetails(new URL('https://www.amazon.com/Acme-Fish-Oil/dp/B0FISHOIL1'))).toEqual({
      brand: 'Acme-Fish-Oil',
      productId: 'B0FISHOIL1',
      name: 'amazon.com',
    });
  });

  it('uses rvo_brandid, rvo_prodid and the rvo_subid2 domain for parameter links', () => {
    expect(affiliateLinkDetails(new URL('https://brand.test/p?rvo_aff=1&rvo_brandid=acme&rvo_prodid=42&rvo_subid2=wellread.example_9'))).toEqual({
      brand: 'acme',
      productId: '42',
      name: 'wellread.example',
    });
  });

  it('falls back to the link host', () => {
    expect(affiliateLinkDetails(new URL('https://www.brand.test/p?rvo_aff=1'))).toEqual({ brand: 'brand.test', productId: undefined, name: 'brand.test' });
  });
});
