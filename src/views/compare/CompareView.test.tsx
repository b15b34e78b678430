import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compareProductsFromBody, type CompareProduct } from '@/widgets/kits/compare/products';
import { productCardNode } from '@/widgets/kits/compare/test-products';
import { compareProblemMessages, CompareProblemView, CompareView, compareTitle } from './CompareView';

const article = { title: 'Best vitamin D supplements', canonicalPath: '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements' };

const [a, b] = compareProductsFromBody([
  productCardNode(1, {
    variantId: 'v-60',
    rating: 4.8,
    numberOfRatings: 1520,
    price: '1299',
    retailer: 'Shop Example',
    imgSrc: '/images/photo.jpg',
    imgAlt: 'Amber bottle of drops',
    highlights: [{ label: 'Dose', value: '1,000 IU' }],
    Pros: ['Easy to take'],
    Cons: ['Pricey'],
    discount: 'Save 20% with "SUN20"',
  }),
  productCardNode(2, { rating: 4.0, noProductRating: true, ctaUrl: 'https://www.amazon.com/dp/B000TEST' }),
]) as [CompareProduct, CompareProduct];

describe('CompareView', () => {
  const html = renderToStaticMarkup(<CompareView article={article} products={[a, b]} />);

  it('titles the page "Compare {A} and {B}" and links back to the article', () => {
    expect(compareTitle(a, b)).toBe('Compare Sunbeam Drops No. 1 and Sunbeam Drops No. 2');
    expect(html).toContain('<h1 class="title">Compare Sunbeam Drops No. 1 and Sunbeam Drops No. 2</h1>');
    expect(html.match(new RegExp(`<a class="back" href="${article.canonicalPath}">Back to Best vitamin D supplements</a>`, 'g'))).toHaveLength(2);
  });

  it('shows both products side by side, each a tracked product section headed by its name', () => {
    const sections = html.match(/<section [^>]*>/g)!;
    expect(sections).toHaveLength(2);
    expect(sections[0]).toContain('data-track="product"');
    expect(sections[0]).toContain('data-track-location="compare"');
    expect(sections[0]).toContain('data-track-product-id="sunbeam-1"');
    expect(sections[0]).toContain('data-track-variant="v-60"');
    expect(sections[0]).toContain('data-track-position="1"');
    expect(sections[1]).toContain('data-track-position="2"');
    expect(html).toContain('<h2 id="compare-product-1" class="name">Sunbeam Drops No. 1</h2>');
    expect(html).toContain('<p class="brand">Lumora Labs</p>');
    expect(html.indexOf('Sunbeam Drops No. 1</h2>')).toBeLessThan(html.indexOf('Sunbeam Drops No. 2</h2>'));
  });

  it('shows the image through the proxy, rating with its label, price, highlights, pros, cons and discount', () => {
    expect(html).toContain(`src="/_next/image?url=${encodeURIComponent('/images/photo.jpg')}&amp;w=`);
    expect(html).toContain('alt="Amber bottle of drops"');
    expect(html).toContain('<strong>4.8</strong> out of 5 <span class="ratingLabel">EXCELLENT</span>');
    expect(html).toContain('(1,520 ratings)');
    expect(html).toContain('<p class="price">$1,299</p>');
    expect(html).toContain('<dt>Dose</dt><dd>1,000 IU</dd>');
    expect(html).toContain('<li>Easy to take</li>');
    expect(html).toContain('<li>Pricey</li>');
    expect(html).toContain('<code class="code">SUN20</code>');
    expect(html).toContain('<strong>20%</strong>');
  });

  it('shows the rating the card shows: the Overall score, without a count that counts another number', () => {
    const [x, y] = compareProductsFromBody([
      productCardNode(3, { rating: 4.2, numberOfRatings: 905, proprietaryReviews: [{ scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.3 }] }),
      productCardNode(4, { rating: 4.1, highlights: [{ label: 'Price', value: '9.99' }], retailer: 'Plainwell' }),
    ]) as [CompareProduct, CompareProduct];
    const view = renderToStaticMarkup(<CompareView article={article} products={[x, y]} />);
    expect(view).toContain('<strong>4.3</strong> out of 5');
    // Each link carries a random correlation id, which may hold any digits ("699053a0" holds 905).
    const shown = view.replace(/correlationId=[0-9a-f-]+|data-correlation-id="[^"]*"/g, '');
    expect(shown).not.toContain('4.2');
    expect(shown).not.toContain('905');
    // The price a card gives only as a highlight is its price, in the view and on its button.
    expect(view).toContain('<p class="price">$9.99</p>');
    expect(view).toContain('$9.99 FROM Plainwell');
    // The highlight itself reads as money too (issue 32: "Price 18.49" without a $).
    expect(view).toContain('<dt>Price</dt><dd>$9.99</dd>');
  });

  it('says what is not listed, and hides a rating the card hides', () => {
    const second = html.slice(html.indexOf('<section', html.indexOf('</section>')));
    expect(second).not.toContain('out of 5');
    expect(second.match(/Not listed/g)).toHaveLength(6);
    expect(second).not.toContain('<img');
  });

  it('has a product CTA per product through ProductLink', () => {
    expect(html).toMatch(/<a href="https:\/\/shop\.example\.com\/sunbeam-1\?correlationId=[^"]+" class="ctaLink" aria-label="\$1,299 FROM Shop Example: Sunbeam Drops No\. 1 \(opens in a new tab\)" target="_blank" rel="sponsored noopener noreferrer"/);
    expect(html).toMatch(/href="https:\/\/www\.amazon\.com\/dp\/B000TEST\?correlationId=([^"&]+)&amp;ascsubtag=\1"/);
    expect(html).toContain('>SHOP NOW</a>');
    expect(html.match(/data-track="product-link"[^>]*data-track-location="compare"/g)).toHaveLength(2);
  });

  it('defaults a missing image alt to the product name, as the card does', () => {
    const [c] = compareProductsFromBody([productCardNode(3, { imgSrc: '/products/lumora-liquid-d3-drops.svg' })]);
    expect(renderToStaticMarkup(<CompareView article={article} products={[c!, b]} />)).toContain('alt="Sunbeam Drops No. 3"');
  });
});

describe('CompareProblemView', () => {
  it('explains the problem and links back to the article when there is one', () => {
    const html = renderToStaticMarkup(<CompareProblemView problem="unknown-product" article={article} />);
    expect(html).toContain('<h1 class="title">We can’t show this comparison</h1>');
    expect(html).toContain(compareProblemMessages['unknown-product']);
    expect(html).toContain(`<a class="back" href="${article.canonicalPath}">Back to Best vitamin D supplements</a>`);
  });

  it('links to the homepage without an article', () => {
    const html = renderToStaticMarkup(<CompareProblemView problem="malformed" />);
    expect(html).toContain(compareProblemMessages.malformed);
    expect(html).toContain('<a class="back" href="/">Go to the homepage</a>');
  });

  it('has a message for every problem', () => {
    for (const message of Object.values(compareProblemMessages)) expect(message.length).toBeGreaterThan(10);
    expect(compareProblemMessages.count).toBe('Choose exactly two products to compare.');
  });
});
