import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentLink } from '@/features/links/ContentLink';

describe('links when rendering', () => {
  it('ContentLink classifies a widget link field', () => {
    expect(renderToStaticMarkup(<ContentLink href="/sleep">Sleep</ContentLink>)).toBe('<a href="/sleep">Sleep</a>');
    const affiliate = renderToStaticMarkup(<ContentLink href="https://www.amazon.com/dp/B0FISHOIL1">Buy</ContentLink>);
    expect(affiliate).toMatch(/^<a href="https:\/\/www.amazon.com\/dp\/B0FISHOIL1" target="_blank" rel="noopener noreferrer sponsored" data-link="affiliate" data-track="affiliate-link" data-track-brand="Amazon" data-track-product-id="B0FISHOIL1" data-track-name="amazon.com" data-correlation-id="[0-9a-f-]{36}">Buy<span class="visually-hidden" data-link-hint=""> \(opens in a new tab\)<\/span><\/a>$/);
  });
});
