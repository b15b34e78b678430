import type { BodyNode } from '@/content/article-schema';
import type { PlannedNode } from '@/widgets/plan-body';
import { widgetDef } from '@/widgets/registry';
import { compareProductsFromBody, toCompareChoice, type ComparePage } from '../products';
import { maxCompareProducts } from '../reducer';
import { CompareDropdown } from './leaves';

const offersProducts = (format: string) => Boolean(widgetDef(format)?.page?.compareCards);

/** Where the dropdown goes: right before the body's first widget (or group of them) that offers products to compare; -1 for none. */
export function compareSlotIndex(planned: readonly PlannedNode[]): number {
  return planned.findIndex((item) => (item.kind === 'grouped' && offersProducts(item.format)) || (item.kind === 'widget' && offersProducts(item.node.widgetFormat)));
}

/** The compare dropdown for an article body, when it offers at least 2 products; nothing otherwise. */
export function CompareSlot({ body, page }: { body: readonly BodyNode[]; page: ComparePage }) {
  const products = compareProductsFromBody(body, page);
  if (products.length < maxCompareProducts) return null;
  return <CompareDropdown products={products.map(toCompareChoice)} articlePath={page.canonicalPath} />;
}
