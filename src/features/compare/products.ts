import { z } from 'zod';
import type { BodyNode } from '@/content/article-schema';
import { isCardBlocked } from '@/features/commerce/page-rules';
import type { CommercePlacements } from '@/features/commerce/placement';
import { showsDecisionArticleList } from '@/widgets/product-card-group/rules';
import { productCardFields, productCardSchema } from '@/widgets/product-card/schema';
import { widgetDef } from '@/widgets/registry';
import type { CompareChoice } from './reducer';

/** One product of a product-card-group (engineer-agreed contract: its `products` items are product card fields). */
export const compareCardSchema = z.strictObject(productCardFields);
export type CompareCard = z.output<typeof compareCardSchema>;

/** Spec (savings accounts engagement 3): Compare product card: id, variantId, pid, productName, productBrand, price and the other card fields. */
export interface CompareProduct extends CompareChoice {
  card: CompareCard;
}

function toCompareProduct(card: CompareCard): CompareProduct {
  return {
    id: card.id,
    pid: card.id,
    ...(card.variantId ? { variantId: card.variantId } : {}),
    productName: card.productTitle,
    ...(card.productBrand ? { productBrand: card.productBrand } : {}),
    ...(card.price ? { price: card.price } : {}),
    card,
  };
}

/** The dropdown's slice of a product: what the client needs, not the review HTML. */
export function toCompareChoice({ card: _card, ...choice }: CompareProduct): CompareChoice {
  return choice;
}

/** The page a body is shown on: product cards follow its page rules. */
export interface ComparePage {
  canonicalPath: string;
  placements: CommercePlacements;
}

function groupItems(node: Record<string, unknown>, page: ComparePage | undefined): unknown[] {
  // A group its own widget would not render (invalid data, a hidden variant) offers nothing to compare either.
  const def = widgetDef('product-card-group');
  if (def && !def.schema.safeParse(node).success) return [];
  if (page && node.variant === 'decision-article-list') {
    const asset = typeof node.preampAssetName === 'string' ? node.preampAssetName : undefined;
    if (!showsDecisionArticleList(page.canonicalPath, page.placements, asset)) return [];
  }
  return Array.isArray(node.products) ? node.products : [];
}

/**
 * The products an article body offers for comparison, in body order: every valid product-card
 * widget and every valid item of a product-card-group's `products`. Invalid nodes and items are
 * skipped; a repeated id keeps its first product (the compare URL names products by id). Given the
 * page, cards its page rules hide (a blocked page, a decision-article list not chosen) are left out.
 */
export function compareProductsFromBody(body: readonly BodyNode[], page?: ComparePage): CompareProduct[] {
  if (page && isCardBlocked(page.canonicalPath, page.placements.commercePropensity)) return [];
  const found = new Map<string, CompareProduct>();
  const add = (card: CompareCard) => {
    if (!found.has(card.id)) found.set(card.id, toCompareProduct(card));
  };
  for (const node of body) {
    if (!('widgetFormat' in node)) continue;
    if (node.widgetFormat === 'product-card') {
      const parsed = productCardSchema.safeParse(node);
      if (parsed.success) {
        const { widgetFormat: _format, ...card } = parsed.data;
        add(card);
      }
    } else if (node.widgetFormat === 'product-card-group') {
      for (const item of groupItems(node, page)) {
        const parsed = compareCardSchema.safeParse(item);
        if (parsed.success) add(parsed.data);
      }
    }
  }
  return [...found.values()];
}
