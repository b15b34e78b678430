import type { BodyNode, HtmlNode, WidgetNode } from '@/content/article-schema';
import { inlineAdLimits, inlinePositions, type InlineLimits } from '@/features/ads/inline-limits';
import type { AdPosition } from '@/features/ads/sizes';

export type PlannedNode =
  | { kind: 'html'; node: HtmlNode; index: number }
  | { kind: 'widget'; node: WidgetNode; index: number }
  | { kind: 'group'; format: 'product-card'; members: { node: WidgetNode; index: number }[] }
  /** ordinal counts the article's inline ad slots from 1; positions are those the page limits leave it. */
  | { kind: 'ad-slot'; afterIndex: number; ordinal: number; positions: AdPosition[] };

const groupedFormat = 'product-card';

/**
 * Turns an article body into what is rendered: consecutive product-card widgets become one
 * group, and an ad slot follows each widget whose format is in adSlotAfter, as long as the
 * inline ad limits (medium rectangles on mobile, leaderboards above) leave it a position.
 */
export function planBody(body: readonly BodyNode[], adSlotAfter: ReadonlySet<string>, limits: InlineLimits = inlineAdLimits.standard): PlannedNode[] {
  const planned: PlannedNode[] = [];
  let slots = 0;
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
    if (!adSlotAfter.has(node.widgetFormat)) return;
    const positions = inlinePositions(slots + 1, limits);
    if (positions.length === 0) return;
    slots += 1;
    planned.push({ kind: 'ad-slot', afterIndex: index, ordinal: slots, positions });
  });
  return planned;
}
