import { describe, expect, it } from 'vitest';
import { domainFromSubId2, readAffiliateParams } from './affiliate-params';

describe('readAffiliateParams', () => {
  it('reads every affiliate parameter and derives the domain from rvo_subid2', () => {
    const url = new URL(
      'https://brand.test/go?rvo_aff=1&rvo_brandid=acme&rvo_prodid=sku-42&rvo_campaignid=spring&subid=abc&rvo_subid2=https%3A%2F%2Fwww.wellread.example%2Fsleep',
    );
    expect(readAffiliateParams(url)).toEqual({
      isAffiliate: true,
      brandId: 'acme',
      productId: 'sku-42',
      campaignId: 'spring',
      subId: 'abc',
      subId2: 'https://www.wellread.example/sleep',
      domain: 'wellread.example',
    });
  });

  it('leaves absent and empty parameters undefined', () => {
    expect(readAffiliateParams(new URL('https://brand.test/?rvo_brandid='))).toEqual({
      isAffiliate: false,
      brandId: undefined,
      productId: undefined,
      campaignId: undefined,
      subId: undefined,
      subId2: undefined,
      domain: undefined,
    });
  });
});

describe('domainFromSubId2', () => {
  it.each([
    ['https://www.wellread.example/sleep', 'wellread.example'],
    ['http://Mind.Wellread.example', 'mind.wellread.example'],
    ['www.wellread.example/sleep/insomnia', 'wellread.example'],
    ['wellread.example_12345', 'wellread.example'],
    ['wellread.example|article', 'wellread.example'],
  ])('%s gives %s', (value, domain) => {
    expect(domainFromSubId2(value)).toBe(domain);
  });

  it.each([undefined, '', 'article-123', 'https://', '-bad-.test', 'a..b'])('%s gives no domain', (value) => {
    expect(domainFromSubId2(value)).toBeUndefined();
  });
});
