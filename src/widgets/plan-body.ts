import type { BodyNode, HtmlNode, WidgetNode } from '@/content/article-schema';

export type PlannedNode =
  | { kind: 'html'; node: HtmlNode; index: number }
  | { kind: 'widget'; node: WidgetNode; index: number }
  | { kind: 'group'; format: 'product-card'; members: { node: WidgetNode; index: number }[] }
  | { kind: 'ad-slot'; afterIndex: number };

const groupedFormat = 'product-card';

/**
 * Turns an article body into what is rendered: consecutive product-card widgets become one
 * group, and an ad slot follows each widget whose format is in adSlotAfter.
 */
export function planBody(body: readonly BodyNode[], adSlotAfter: ReadonlySet<string>): PlannedNode[] {
  const planned: PlannedNode[] = [];
  body.forEach((node, index) => {
    if (!('widgetFormat' in node)) {
      planned.push({ kind: 'html', node, index });
      return;
    }
    const last = planned.at(-1);
    if (node.widgetFormat === groupedFormat) {
      if (last?.kind === 'group') last.members.push({ node, index });
      else planned.push({ kind: 'group', format: groupedFormat, members: [{ node, index }] });
    } else {
      planned.push({ kind: 'widget', node, index });
    }
    if (adSlotAfter.has(node.widgetFormat)) planned.push({ kind: 'ad-slot', afterIndex: index });
  });
  return planned;
}
