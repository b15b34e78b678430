import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DiscountText } from '@/widgets/kits/commerce/components/DiscountText';
import { formatDiscount, isLongDiscount } from '@/widgets/kits/commerce/discount';

describe('formatDiscount', () => {
  it('makes quoted text a code and amounts off bold', () => {
    expect(formatDiscount('Save 20% with code "SLEEP20"')).toEqual([
      { kind: 'text', text: 'Save ' },
      { kind: 'amount', text: '20%' },
      { kind: 'text', text: ' with code ' },
      { kind: 'code', text: 'SLEEP20' },
    ]);
    expect(formatDiscount('Get $15 off your first order')).toEqual([
      { kind: 'text', text: 'Get ' },
      { kind: 'amount', text: '$15 off' },
      { kind: 'text', text: ' your first order' },
    ]);
    expect(formatDiscount('Use “WELL10” for 10% off')?.map((p) => p.kind)).toEqual(['text', 'code', 'text', 'amount']);
  });

  it('gives up on text it cannot split, so it shows unformatted', () => {
    expect(formatDiscount('Use code "HALF for 50% off')).toBeNull();
    expect(formatDiscount('   ')).toBeNull();
  });

  it('switches to left-aligned over 35 characters', () => {
    expect(isLongDiscount('x'.repeat(35))).toBe(false);
    expect(isLongDiscount('x'.repeat(36))).toBe(true);
    expect(isLongDiscount(undefined)).toBe(false);
  });
});

describe('DiscountText', () => {
  it('renders codes and amounts, or the text as it is when formatting fails', () => {
    expect(renderToStaticMarkup(<DiscountText text={'Save 20% with "SLEEP20"'} />)).toBe(
      '<p class="discount">Save <strong>20%</strong> with <code class="code">SLEEP20</code></p>',
    );
    expect(renderToStaticMarkup(<DiscountText text={'Code "BROKEN'} />)).toBe('<p class="discount">Code &quot;BROKEN</p>');
  });
});
