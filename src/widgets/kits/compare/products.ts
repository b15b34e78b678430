import type { BodyNode } from '@/content/article-schema';
import { isPriceHighlight } from '@/widgets/kits/commerce/labels';
import { isCardBlocked } from '@/widgets/kits/commerce/page-rules';
import { pageFacts } from '@/widgets/page-facts';
import type { CompareCard, ComparePage } from './cards';
import type { CompareChoice } from './reducer';

export type { CompareCard, ComparePage } from './cards';

/** Spec (savings accounts engagement 3): Compare product card: id, variantId, pid, productName, productBrand, price and the other card fields. */
export interface CompareProduct extends CompareChoice {
  card: CompareCard;
  /** The ids of the other cards of the same product on the page (a carousel copy): old links that name them still resolve. */
  aliases: string[];
}

/** The card's price: its price field, else a price-like "Price" highlight. */
export function cardPrice(card: Pick<CompareCard, 'price' | 'highlights'>): string | undefined {
  if (card.price?.trim()) return card.price.trim();
  const highlight = card.highlights.find((h) => isPriceHighlight(h.label, h.value));
  return highlight?.value.trim().replace(/^\$\s?/, '');
}

function toCompareProduct(card: CompareCard, aliases: string[] = []): CompareProduct {
  const price = cardPrice(card);
  return {
    id: card.id,
    pid: card.id,
    ...(card.variantId ? { variantId: card.variantId } : {}),
    productName: card.productTitle,
    ...(card.productBrand ? { productBrand: card.productBrand } : {}),
    ...(price ? { price } : {}),
    card,
    aliases,
  };
}

/** The dropdown's slice of a product: what the client needs, not the review HTML. */
export function toCompareChoice({ card: _card, aliases: _aliases, ...choice }: CompareProduct): CompareChoice {
  return choice;
}

/** Name or brand compared loosely: case, accents, punctuation and spacing do not matter ("Orchard & Oak" = "orchard and oak"). */
function normalized(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Whether two cards show the same product. Cards carry no shared product id (a carousel copy has
 * an id of its own), so the identity is the same id, or the same name and brand with no
 * conflicting variant (either has none, or both the same).
 */
export function sameProduct(a: CompareCard, b: CompareCard): boolean {
  if (a.id === b.id) return true;
  if (normalized(a.productTitle) !== normalized(b.productTitle) || normalized(a.productBrand) !== normalized(b.productBrand)) return false;
  return !a.variantId || !b.variantId || normalized(a.variantId) === normalized(b.variantId);
}

function filled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** How much a card says: its filled fields, list items counted one each. */
function richness(card: CompareCard): number {
  return Object.values(card).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : filled(v) ? 1 : 0), 0);
}

/**
 * One card from several cards of the same product: the richest card (the first of equals), with
 * each field it leaves empty taken from the next richest card that has it.
 */
export function mergeCards(cards: readonly CompareCard[]): CompareCard {
  const ranked = cards.map((card, order) => ({ card, order, score: richness(card) })).sort((a, b) => b.score - a.score || a.order - b.order);
  const merged: Record<string, unknown> = { ...ranked[0]!.card };
  for (const { card } of ranked.slice(1)) {
    for (const [key, value] of Object.entries(card)) {
      if (!filled(merged[key]) && filled(value)) merged[key] = value;
    }
  }
  return merged as CompareCard;
}

/**
 * The products an article body offers for comparison, in the order they first appear: the cards
 * its widgets give the page (definition page.compareCards: a product card itself, a product-card
 * group's products). Invalid nodes are skipped. A product shown more than once (a carousel copy and its full card,
 * see `sameProduct`) is listed once, under the id of its richest card, with the fields of all its
 * cards merged (`mergeCards`); the other ids stay as aliases. Given the page, cards its page rules
 * hide (a blocked page, a decision-article list not chosen) are left out.
 */
export function compareProductsFromBody(body: readonly BodyNode[], page?: ComparePage): CompareProduct[] {
  if (page && isCardBlocked(page.canonicalPath, page.placements.commercePropensity)) return [];
  const groups: CompareCard[][] = [];
  const add = (card: CompareCard) => {
    const group = groups.find((cards) => cards.some((other) => sameProduct(other, card)));
    if (group) group.push(card);
    else groups.push([card]);
  };
  for (const { value: cards } of pageFacts(body, 'compareCards', page)) cards.forEach(add);
  return groups.map((cards) => {
    const card = mergeCards(cards);
    const aliases = [...new Set(cards.map((c) => c.id))].filter((id) => id !== card.id);
    return toCompareProduct(card, aliases);
  });
}

/** The product a compare link names by id, its own or an alias. */
export function findCompareProduct(products: readonly CompareProduct[], id: string): CompareProduct | undefined {
  return products.find((p) => p.id === id) ?? products.find((p) => p.aliases.includes(id));
}
