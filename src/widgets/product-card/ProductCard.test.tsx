// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { isCompactCard } from './compact';
import { fixtures } from './fixtures';
import { cardAccordions, cardBadges, cardImageAlt, cardRating, showsRating } from './rules';
import { productCardSchema } from './schema';

const base = { widgetFormat: 'product-card', id: 'card-1', productTitle: 'Test Product', productBrand: 'Testco', ctaUrl: 'https://shop.example.com/p' };

async function render(data: Record<string, unknown>, context: Parameters<typeof renderWidget>[2] = {}) {
  const html = await renderWidget('product-card', { ...base, ...data }, context);
  document.body.innerHTML = html;
  return document.body;
}

function attr(html: string, name: string): string | null {
  return html.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? null;
}

describe('product-card', () => {
  it('roots the card in an article with the skip-to-review anchor id and product tracking attributes', async () => {
    const html = await renderWidget('product-card', { ...base, variantId: 'v-90', position: 4 }, { page: 2 });
    const root = html.match(/<article[^>]*>/)![0];
    expect(attr(root, 'id')).toBe('page2-cardcard-1');
    expect(attr(root, 'data-track')).toBe('product');
    expect(attr(root, 'data-track-location')).toBe('product-card');
    expect(attr(root, 'data-track-name')).toBe('Test Product');
    expect(attr(root, 'data-track-brand')).toBe('Testco');
    expect(attr(root, 'data-track-product-id')).toBe('card-1');
    expect(attr(root, 'data-track-variant')).toBe('v-90');
    expect(attr(root, 'data-track-position')).toBe('4');
    expect(attr(root, 'data-track-element-type')).toBe('product-card');
    expect(attr(root, 'data-track-category')).toBe('Product Card');
    expect(html).toContain('<h2 class="title">Test Product</h2>');
  });

  it('labels a featured paid partner card visibly and styles it apart', async () => {
    const featured = await renderWidget('product-card', { ...base, isFeaturedPartner: true });
    expect(featured).toContain('data-featured-partner=""');
    expect(featured).toMatch(/Featured partner/);
    expect(featured).toMatch(/Sponsored/);
    const plain = await renderWidget('product-card', base);
    expect(plain).not.toContain('data-featured-partner');
    expect(plain).not.toMatch(/Featured partner/);
  });

  it('the REACT marketing-tool asset naming the card\'s banner replaces the featured-partner label and button text', async () => {
    const placements = { commercePropensity: false, preampAssetNames: [], marketingTool: [{ assetName: 'Lumora-D3-Holiday-Banner', label: 'Partner pick', buttonText: 'See the offer' }] };
    const card = { ...base, isFeaturedPartner: true, paidMediaBannerName: 'lumora-d3' };
    const relabelled = await renderWidget('product-card', card, { placements });
    expect(relabelled).toContain('data-marketing-asset="Lumora-D3-Holiday-Banner"');
    expect(relabelled).toMatch(/Partner pick/);
    expect(relabelled).not.toMatch(/Featured partner/);
    expect(relabelled).toMatch(/See the offer/);
    // Another banner name, no banner name, or a card that is not a featured partner: unchanged.
    for (const other of [{ ...card, paidMediaBannerName: 'orchard' }, { ...card, paidMediaBannerName: undefined }, { ...base, paidMediaBannerName: 'lumora-d3' }]) {
      const html = await renderWidget('product-card', other, { placements });
      expect(html).not.toMatch(/Partner pick|See the offer/);
    }
  });

  it('shows the superlative, tags and the editor pick, best overall and brand approved badges', async () => {
    const body = await render({ superlative: 'Best budget pick', tags: ['Vegan', 'Gluten-free'], isEditorPick: true, isBestOverall: true, isBrandApproved: true });
    expect(body.textContent).toContain('Best budget pick');
    expect([...body.querySelectorAll('[data-badge]')].map((b) => b.textContent)).toEqual(["Editor's pick", 'Best overall', 'Brand approved']);
    expect([...body.querySelectorAll('ul[aria-label="Tags"] li')].map((t) => t.textContent)).toEqual(['Vegan', 'Gluten-free']);
    const none = await render({});
    expect(none.querySelector('[data-badge]')).toBeNull();
  });

  it('shows "Best overall" once when the superlative already says it', async () => {
    const body = await render({ superlative: 'Best overall', isBestOverall: true, isEditorPick: true });
    expect([...body.querySelectorAll('[data-badge]')].map((b) => b.textContent)).toEqual(["Editor's pick"]);
    expect(body.textContent!.match(/best overall/gi)).toHaveLength(1);
    const onlyBadge = await render({ superlative: ' best  OVERALL ', isBestOverall: true });
    expect(onlyBadge.querySelector('[data-badge]')).toBeNull();
    expect(onlyBadge.querySelector('ul[aria-label="Badges"]')).toBeNull();
    expect(cardBadges({ superlative: 'Best budget pick', isBestOverall: true, isEditorPick: false, isBrandApproved: true })).toEqual(['Best overall', 'Brand approved']);
  });

  it('shows one rating: the Overall score when the card has one, with the count only when it counts that score', async () => {
    const both = await render({ rating: 4.2, numberOfRatings: 905, showReviewScoreBoard: true, proprietaryReviews: [{ scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.3 }, { scoreCriteriaName: 'Taste', scoreCriteriaValue: 4.8 }] });
    const stars = both.querySelector('[data-rating]')!;
    expect(stars.getAttribute('data-rating')).toBe('4.3');
    expect(stars.textContent).not.toContain('905');
    expect(both.querySelector('[data-scoreboard] p')!.textContent).toBe('Overall 4.3 out of 5');
    // Without the scoreboard shown, the Overall criterion still decides the stars.
    const hidden = await render({ rating: 4.7, proprietaryReviews: [{ scoreCriteriaName: 'overall', scoreCriteriaValue: 4.6 }] });
    expect(hidden.querySelector('[data-rating]')!.getAttribute('data-rating')).toBe('4.6');
    const agreeing = await render({ rating: 4.3, numberOfRatings: 905, proprietaryReviews: [{ scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.3 }] });
    expect(agreeing.querySelector('[data-rating]')!.textContent).toContain('(905 ratings)');
    expect(cardRating({ rating: 4.1, numberOfRatings: 3, proprietaryReviews: [] })).toEqual({ value: 4.1, count: 3 });
    expect(cardRating({ numberOfRatings: 3, proprietaryReviews: [] })).toBeUndefined();
  });

  it.each([
    [4.8, 'EXCELLENT'],
    [4.79, 'GREAT'],
    [4.5, 'GREAT'],
    [3.9, 'VERY GOOD'],
    [3.89, 'GOOD'],
  ])('rating %s reads %s and "out of 5" for screen readers', async (rating, label) => {
    const body = await render({ rating, numberOfRatings: 1234 });
    const p = body.querySelector('[data-rating]')!;
    expect(p.textContent).toContain(label);
    expect(p.querySelector('.visually-hidden')!.textContent).toBe(`Rated ${rating.toFixed(1)} out of 5`);
    expect(p.textContent).toContain('(1,234 ratings)');
  });

  it('hides the rating when noProductRating is set or the card has none', async () => {
    expect((await render({ rating: 4.6, noProductRating: true })).querySelector('[data-rating]')).toBeNull();
    expect((await render({})).querySelector('[data-rating]')).toBeNull();
  });

  it('hides the rating of engagement-test cards (abConfig) on the collagen pages only', async () => {
    const ab = { rating: 4.6, abConfig: { testName: 'collagen-rating' } };
    expect((await render(ab, { canonicalPath: '/nutrition/collagen-supplements' })).querySelector('[data-rating]')).toBeNull();
    expect((await render({ rating: 4.6 }, { canonicalPath: '/nutrition/collagen-supplements' })).querySelector('[data-rating]')).not.toBeNull();
    expect((await render(ab, { canonicalPath: '/nutrition/vitamin-d' })).querySelector('[data-rating]')).not.toBeNull();
    expect(showsRating({ rating: 4, noProductRating: false, abConfig: { testName: 't' } }, '/nutrition/best-collagen-supplements')).toBe(false);
  });

  it('adds spacing to three or fewer highlights, not to four', async () => {
    const three = await render({ highlights: [1, 2, 3].map((n) => ({ label: `L${n}`, value: `V${n}` })) });
    expect(three.querySelector('dl[data-spacious]')).not.toBeNull();
    const four = await render({ highlights: [1, 2, 3, 4].map((n) => ({ label: `L${n}`, value: `V${n}` })) });
    expect(four.querySelector('dl')!.hasAttribute('data-spacious')).toBe(false);
  });

  it('shows highlight tooltips on an "About" button they describe (spec tooltip), prices as dollars, and COA links as product links', async () => {
    const body = await render({
      highlights: [
        { label: 'Price', value: '1299', tooltip: 'Per bottle' },
        { label: 'COA', value: '', linkUrl: 'https://shop.example.com/coa.pdf' },
      ],
    });
    const [price, coa] = [...body.querySelectorAll('[data-label]')];
    const button = price!.querySelector('button')!;
    expect(button.textContent).toContain('About Price');
    expect(price!.querySelector(`[id="${button.getAttribute('aria-describedby')}"]`)!.textContent).toBe('Per bottle');
    expect(price!.querySelector('dd')!.textContent).toBe('$1,299');
    const link = coa!.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(link.textContent).toContain('View certificate of analysis');
    expect(coa!.querySelector('abbr')!.getAttribute('title')).toBe('Certificate of analysis');
  });

  it('renders the three accordions with their exact titles, open, and marked for accordion tracking', async () => {
    const body = await render({
      position: 3,
      Pros: ['Cheap'],
      Cons: ['Large'],
      productDetails: [
        { label: 'Form', value: 'Tablet' },
        { label: 'Price', value: '18.49' },
      ],
      handsOnReview: '<p>I liked it.</p>',
    });
    const accordions = [...body.querySelectorAll('details[data-track="accordion"]')];
    expect(accordions.map((d) => d.querySelector('summary')!.textContent)).toEqual(['Pros & Cons', 'Product Details', 'What our tester says']);
    for (const d of accordions) {
      expect(d.hasAttribute('open')).toBe(true);
      expect(d.getAttribute('data-track-location')).toBe('product-card');
      expect(d.getAttribute('data-track-name')).toBe(d.querySelector('summary')!.textContent);
      expect(d.getAttribute('data-track-position')).toBe('3');
    }
    expect(accordions[0]!.textContent).toContain('Cheap');
    expect(accordions[0]!.textContent).toContain('Large');
    expect(accordions[1]!.textContent).toContain('Tablet');
    expect([...accordions[1]!.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Tablet', '$18.49']);
    expect(accordions[2]!.textContent).toContain('I liked it.');
  });

  it('leaves out an accordion without data', async () => {
    const body = await render({ Pros: ['Only pros'], handsOnReview: '<p> </p>' });
    expect([...body.querySelectorAll('details[data-track="accordion"] > summary')].map((s) => s.textContent)).toEqual(['Pros & Cons']);
    expect(cardAccordions({ Pros: [], Cons: [], productDetails: [], handsOnReview: undefined })).toEqual([]);
    expect(cardAccordions({ Pros: [], Cons: ['x'], productDetails: [], handsOnReview: '<p>t</p>' })).toEqual(['prosCons', 'tester']);
  });

  it('puts the review text in the read-more (shown in full before the script) with the gif toggle around it', async () => {
    const body = await render({ healthlineReviews: '<p>Our review.</p><img src="/images/products/review-demo.gif" alt="demo">' });
    const readMore = body.querySelector('[data-read-more]')!;
    expect(readMore.getAttribute('data-read-more')).toBe('full');
    expect(readMore.textContent).toContain('Our review.');
    expect(readMore.querySelector('img')!.getAttribute('src')).toBe('/images/products/review-demo.gif');
    expect((await render({ healthlineReviews: '<p></p>' })).querySelector('[data-read-more]')).toBeNull();
  });

  it('shows the hesi badge tags', async () => {
    const body = await render({ hesiBadgeTags: ['Black-Founded', 'Veteran-Founded'] });
    expect([...body.querySelectorAll('[data-hesi]')].map((t) => t.textContent)).toEqual(['Black-Founded', 'Veteran-Founded']);
  });

  it('shows the review scoreboard: Overall as headline, the other criteria as bars of score / 5', async () => {
    const body = await render({
      rating: 4.1,
      showReviewScoreBoard: true,
      proprietaryReviews: [
        { scoreCriteriaName: 'Taste', scoreCriteriaValue: 4.8 },
        { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.3 },
        { scoreCriteriaName: 'Value', scoreCriteriaValue: 3.5 },
      ],
    });
    const board = body.querySelector('[data-scoreboard]')!;
    expect(board.querySelector('p')!.textContent).toBe('Overall 4.3 out of 5');
    const rows = [...board.querySelectorAll('li')];
    expect(rows.map((r) => r.querySelector('span')!.textContent)).toEqual(['Taste', 'Value']);
    expect(rows.map((r) => r.querySelector('[data-bar-width]')!.getAttribute('data-bar-width'))).toEqual(['96', '70']);
    expect((rows[0]!.querySelector('[data-bar-width]') as HTMLElement).style.width).toBe('96%');

    const noOverall = await render({ rating: 4.1, showReviewScoreBoard: true, proprietaryReviews: [{ scoreCriteriaName: 'Taste', scoreCriteriaValue: 4 }] });
    expect(noOverall.querySelector('[data-scoreboard] p')!.textContent).toBe('Overall 4.1 out of 5');
    const off = await render({ showReviewScoreBoard: false, proprietaryReviews: [{ scoreCriteriaName: 'Overall', scoreCriteriaValue: 4 }] });
    expect(off.querySelector('[data-scoreboard]')).toBeNull();
  });

  it('formats the discount and left-aligns the call to action when it is over 35 characters', async () => {
    const short = await render({ discount: 'Save 20% with "D20"' });
    expect(short.querySelector('[data-cta-layout]')!.getAttribute('data-cta-layout')).toBe('center');
    expect(short.querySelector('code')!.textContent).toBe('D20');
    expect(short.querySelector('strong')!.textContent).toBe('20%');
    const exactly35 = await render({ discount: 'x'.repeat(35) });
    expect(exactly35.querySelector('[data-cta-layout]')!.getAttribute('data-cta-layout')).toBe('center');
    const long = await render({ discount: 'x'.repeat(36) });
    expect(long.querySelector('[data-cta-layout]')!.getAttribute('data-cta-layout')).toBe('left');
  });

  it('shows the disclaimers only with showDisclaimer: the mobile one and the desktop one', async () => {
    const texts = { mobileDisclaimer: 'Short note.', desktopDisclaimer: 'A longer note for wide screens.' };
    expect((await render(texts)).querySelector('[data-disclaimer]')).toBeNull();
    const body = await render({ ...texts, showDisclaimer: true });
    expect(body.querySelector('[data-disclaimer="mobile"]')!.textContent).toBe('Short note.');
    expect(body.querySelector('[data-disclaimer="desktop"]')!.textContent).toBe('A longer note for wide screens.');
  });

  it('builds the call to action with ProductLink and the spec label', async () => {
    const amazon = await render({ price: '1299', retailer: 'Amazon', ctaUrl: 'https://www.amazon.com/dp/B0TEST' });
    const link = amazon.querySelector('[data-cta-layout] a')!;
    expect(link.textContent).toBe('$1,299 FROM Amazon (opens in a new tab)');
    const url = new URL(link.getAttribute('href')!);
    expect(url.searchParams.get('correlationId')).toBe(link.getAttribute('data-correlation-id'));
    expect(url.searchParams.get('ascsubtag')).toBe(link.getAttribute('data-correlation-id'));
    expect(link.getAttribute('data-track')).toBe('product-link');
    expect(link.getAttribute('data-track-product-id')).toBe('card-1');
    expect((await render({ retailer: 'Shop' })).querySelector('[data-cta-layout] a')!.textContent).toContain('SHOP NOW AT Shop');
    expect((await render({})).querySelector('[data-cta-layout] a')!.textContent).toContain('SHOP NOW');
    const mid = await render({ ctaUrl: 'https://click.linksynergy.com/deeplink?|=123&murl=x' });
    expect(new URL(mid.querySelector('[data-cta-layout] a')!.getAttribute('href')!).searchParams.get('mid')).toBe('123');
  });

  it('loads the image through the proxy with its size, lazily, with the product name as the default alt and the background colour', async () => {
    const body = await render({ imgSrc: '/images/photo.jpg', bgColor: '#ffeedd' });
    const img = body.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fimages%2Fphoto\.jpg&w=\d+/);
    expect(img.getAttribute('width')).toBe('200');
    expect(img.getAttribute('height')).toBe('200');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('Test Product');
    expect((img.parentElement as HTMLElement).style.backgroundColor).toBe('rgb(255, 238, 221)');
    expect((await render({ imgSrc: '/products/orchard-oak-vitamin-d-gummies.svg', imgAlt: 'A rose jar' })).querySelector('img')!.getAttribute('alt')).toBe('A rose jar');
    expect(cardImageAlt(' ', 'Sunbeam Drops', 3)).toBe('Sunbeam Drops');
    // The spec's defaults remain the last resort, for an image with neither alt nor name.
    expect(cardImageAlt(' ', ' ', 3)).toBe('carousel item 3');
    expect(cardImageAlt(undefined, undefined)).toBe('preview');
  });

  it('is compact without reviews, with no ingredients, no hands-on review and an empty pros or cons list', async () => {
    const compact = { healthlineReviews: undefined, handsOnReview: undefined, noProductIngredients: true, Pros: ['a'], Cons: [] };
    expect(isCompactCard(compact)).toBe(true);
    expect(isCompactCard({ ...compact, Pros: [], Cons: ['b'] })).toBe(true);
    expect(isCompactCard({ ...compact, healthlineReviews: '<p>r</p>' })).toBe(false);
    expect(isCompactCard({ ...compact, healthlineReviews: '<p> </p>' })).toBe(true);
    expect(isCompactCard({ ...compact, handsOnReview: '<p>t</p>' })).toBe(false);
    expect(isCompactCard({ ...compact, noProductIngredients: false })).toBe(false);
    expect(isCompactCard({ ...compact, Pros: ['a'], Cons: ['b'] })).toBe(false);

    expect((await render({ noProductIngredients: true })).querySelector('article')!.hasAttribute('data-compact')).toBe(true);
    expect((await render({ noProductIngredients: true, Pros: ['a'], Cons: ['b'] })).querySelector('article')!.hasAttribute('data-compact')).toBe(false);
  });

  it('renders nothing on a blocked page unless a commerce-propensity placement is active', async () => {
    const blocked = { canonicalPath: '/test/commerce-blocked' };
    expect(await renderWidget('product-card', base, blocked)).toBe('');
    const allowed = await renderWidget('product-card', base, { ...blocked, placements: { commercePropensity: true, preampAssetNames: [], marketingTool: [] } });
    expect(allowed).toContain('<article');
  });

  it('renders every fixture without throwing and validates the fields', async () => {
    for (const fixture of Object.values(fixtures)) expect(await renderWidget('product-card', fixture)).toContain('<article');
    expect(productCardSchema.safeParse(base).success).toBe(true);
    expect(productCardSchema.safeParse({ ...base, ctaUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(productCardSchema.safeParse({ ...base, rating: 5.1 }).success).toBe(false);
    expect(productCardSchema.safeParse({ ...base, hesiBadgeTags: ['Other-Founded'] }).success).toBe(false);
    expect(productCardSchema.safeParse({ ...base, bgColor: 'red' }).success).toBe(false);
    expect(productCardSchema.safeParse({ ...base, productTitle: '' }).success).toBe(false);
    expect(productCardSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });

  it('sanitizes review HTML', async () => {
    const html = await renderWidget('product-card', { ...base, healthlineReviews: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    expect(html).not.toMatch(/onclick|alert/);
  });
});
