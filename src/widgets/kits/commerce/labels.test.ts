import { describe, expect, it } from 'vitest';
import { ctaLabel, formatPrice, ratingLabel, withThousandsSeparators } from '@/widgets/kits/commerce/labels';

describe('ratingLabel', () => {
  it.each([
    [5, 'EXCELLENT'],
    [4.8, 'EXCELLENT'],
    [4.79, 'GREAT'],
    [4.5, 'GREAT'],
    [4.49, 'VERY GOOD'],
    [3.9, 'VERY GOOD'],
    [3.89, 'GOOD'],
    [0, 'GOOD'],
  ])('%s is %s', (rating, label) => {
    expect(ratingLabel(rating)).toBe(label);
  });
});

describe('ctaLabel', () => {
  it('is SHOP NOW by default', () => {
    expect(ctaLabel({})).toBe('SHOP NOW');
    expect(ctaLabel({ price: '29.99' })).toBe('SHOP NOW');
    expect(ctaLabel({ retailer: '  ', price: '' })).toBe('SHOP NOW');
  });

  it('names the retailer when there is no price', () => {
    expect(ctaLabel({ retailer: 'Amazon' })).toBe('SHOP NOW AT Amazon');
    expect(ctaLabel({ retailer: 'Amazon', price: ' ' })).toBe('SHOP NOW AT Amazon');
  });

  it('gives price and retailer, with thousands separators', () => {
    expect(ctaLabel({ retailer: 'Amazon', price: '29.99' })).toBe('$29.99 FROM Amazon');
    expect(ctaLabel({ retailer: 'Brightwell', price: '$1299' })).toBe('$1,299 FROM Brightwell');
    expect(ctaLabel({ retailer: 'Brightwell', price: '1,299.50' })).toBe('$1,299.50 FROM Brightwell');
  });

  it("uses the editor's text, with thousands separators in its dollar amounts", () => {
    expect(ctaLabel({ ctaText: 'Buy for $12500 today', retailer: 'Amazon', price: '5' })).toBe('Buy for $12,500 today');
  });
});

describe('withThousandsSeparators and formatPrice', () => {
  it('separates dollar amounts of four or more digits', () => {
    expect(withThousandsSeparators('$999 or $1000 or $1234567.89')).toBe('$999 or $1,000 or $1,234,567.89');
    expect(withThousandsSeparators('1000 units')).toBe('1000 units');
    expect(formatPrice('2499')).toBe('$2,499');
    expect(formatPrice('$19.99')).toBe('$19.99');
  });
});
