import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ctaLabel } from '@/widgets/kits/commerce/labels';
import { headlineScore } from '@/widgets/kits/commerce/score';
import { cardPrice } from '@/widgets/kits/compare/products';
import { cardBadges, cardRating } from './rules';
import { productCardItemSchema } from '@/widgets/kits/commerce/card-fields';

/**
 * The demo content's commerce blocks agree with themselves (issue 16, item 10): one product shows
 * one rating and one price wherever it appears on a page, every call to action follows the spec's
 * label rule, no button stands alone, and prices are plausible.
 */

const root = path.resolve(__dirname, '../../..');
const dirs = ['content/healthline/articles', 'content/psy/articles', 'tests/e2e/content'];
const articles = dirs.flatMap((dir) =>
  readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ file: `${dir}/${f}`, doc: JSON.parse(readFileSync(path.join(root, dir, f), 'utf8')) as { body?: Node[] } })),
);

type Node = Record<string, unknown>;

const key = (name: unknown, brand: unknown) => `${String(name ?? '').trim().toLowerCase()}|${String(brand ?? '').trim().toLowerCase()}`;

/** Spec (article blocks 5): "SHOP NOW", "SHOP NOW AT {retailer}", "${price} FROM {retailer}". */
const labelRule = /^(SHOP NOW|SHOP NOW AT \S.*|\$\d{1,3}(,\d{3})*(\.\d\d)? FROM \S.*)$/;

/** The most a demo product may cost: these roundups are supplements and bedroom products. */
const maxPlausiblePrice = 500;
const dollars = (text: string) => [...text.matchAll(/\$?(\d[\d,]*(?:\.\d+)?)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));

interface Seen {
  where: string;
  rating?: string;
  price?: string;
}

function commerce(body: Node[]) {
  const products = new Map<string, Seen[]>();
  const labels: { where: string; label: string }[] = [];
  const prices: { where: string; text: string }[] = [];
  const loneButtons: string[] = [];
  const see = (k: string, seen: Seen) => products.set(k, [...(products.get(k) ?? []), seen]);

  const card = (raw: Node, where: string) => {
    const parsed = productCardItemSchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'widgetFormat')));
    if (!parsed.success) return;
    const c = parsed.data;
    const rating = c.rating !== undefined && !c.noProductRating ? cardRating(c)?.value.toFixed(1) : undefined;
    const price = cardPrice(c);
    see(key(c.productTitle, c.productBrand), { where, rating, price: price ? Number(price.replace(/,/g, '')).toFixed(2) : undefined });
    labels.push({ where, label: ctaLabel({ ctaText: c.ctaText, price: c.price, retailer: c.retailer }) });
    if (c.price) prices.push({ where, text: c.price });
    for (const h of c.highlights) if (h.label.trim().toLowerCase() === 'price') prices.push({ where, text: h.value });
    expect(cardBadges(c).map((b) => b.toLowerCase()), where).not.toContain(c.superlative?.trim().toLowerCase());
  };

  body.forEach((node, i) => {
    const where = `body[${i}] ${String(node.widgetFormat ?? node.type)}`;
    switch (node.widgetFormat) {
      case 'product-card':
        card(node, where);
        break;
      case 'product-card-group':
        (Array.isArray(node.products) ? (node.products as Node[]) : []).forEach((item, j) => card(item, `${where}.products[${j}]`));
        break;
      case 'review-score-card': {
        const criteria = Array.isArray(node.proprietaryReviews) ? (node.proprietaryReviews as { scoreCriteriaName: string; scoreCriteriaValue: number }[]) : [];
        see(key(node.productName, node.productBrand), { where, rating: headlineScore(criteria, node.rating as number | undefined).toFixed(1) });
        if (node.ctaUrl) labels.push({ where, label: ctaLabel({ ctaText: node.ctaText as string | undefined }) });
        break;
      }
      case 'quick-looks':
        for (const item of (node.itemLinks as Node[] | undefined) ?? []) {
          if (item.link) labels.push({ where, label: ctaLabel({ ctaText: item.linkTitle as string | undefined }) });
        }
        break;
      case 'shopticle':
        for (const offer of (node.offers as Node[] | undefined) ?? []) if (offer.price) prices.push({ where, text: String(offer.price) });
        break;
      case 'button-cta-affiliate-link':
        labels.push({ where, label: ctaLabel({ ctaText: node.ctaText as string | undefined }) });
        if (!String(node.productName ?? '').trim()) loneButtons.push(where);
        break;
      case 'paid-media-widget':
        for (const item of (node.items as Node[] | undefined) ?? []) {
          labels.push({ where, label: ctaLabel({ ctaText: item.ctaLabel as string | undefined, retailer: item.affiliateName as string | undefined }) });
        }
        break;
    }
  });
  for (const { where, label } of labels) if (/\$\d/.test(label)) prices.push({ where, text: label });
  return { products, labels, prices, loneButtons };
}

describe('demo roundups', () => {
  it('finds the roundups', () => {
    expect(articles.filter((a) => a.file.includes('best-')).length).toBeGreaterThanOrEqual(4);
  });

  for (const { file, doc } of articles) {
    const body = Array.isArray(doc.body) ? doc.body : [];
    const { products, labels, prices, loneButtons } = commerce(body);
    if (products.size === 0 && labels.length === 0 && prices.length === 0) continue;

    describe(file, () => {
      it('shows each product with one rating and one price wherever it appears', () => {
        for (const [name, seen] of products) {
          const ratings = new Set(seen.map((s) => s.rating).filter(Boolean));
          expect(ratings.size, `${name}: ${JSON.stringify(seen)}`).toBeLessThanOrEqual(1);
          const shownPrices = new Set(seen.map((s) => s.price).filter(Boolean));
          expect(shownPrices.size, `${name}: ${JSON.stringify(seen)}`).toBeLessThanOrEqual(1);
        }
      });

      it('labels every product button by the spec rule', () => {
        for (const { where, label } of labels) expect(label, where).toMatch(labelRule);
      });

      it('has plausible prices', () => {
        for (const { where, text } of prices) {
          for (const amount of dollars(text)) expect(amount, `${where}: ${text}`).toBeLessThanOrEqual(maxPlausiblePrice);
        }
      });

      it('has no call-to-action button without its product', () => {
        expect(loneButtons).toEqual([]);
      });
    });
  }
});
