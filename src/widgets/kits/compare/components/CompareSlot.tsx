import type { BodyNode } from '@/content/article-schema';
import type { PlannedNode } from '@/widgets/plan-body';
import { compareProductsFromBody, toCompareChoice, type ComparePage } from '../products';
import { maxCompareProducts } from '../reducer';
import { CompareDropdown } from './leaves';

/** Where the dropdown goes: right before the body's first product-card group or product-card-group widget; -1 for none. */
export function compareSlotIndex(planned: readonly PlannedNode[]): number {
  return planned.findIndex((item) => item.kind === 'group' || (item.kind === 'widget' && item.node.widgetFormat === 'product-card-group'));
}

/** The compare dropdown for an article body, when it offers at least 2 products; nothing otherwise. */
export function CompareSlot({ body, page }: { body: readonly BodyNode[]; page: ComparePage }) {
  const products = compareProductsFromBody(body, page);
  if (products.length < maxCompareProducts) return null;
  return <CompareDropdown products={products.map(toCompareChoice)} articlePath={page.canonicalPath} />;
}
