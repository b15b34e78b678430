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

/** Widgets that may be marked urgent (emergency advice): rendered right after the title, before the byline, image and ads. */
export const urgentFormats: ReadonlySet<string> = new Set(['warning']);

/** Widgets whose editor can ask for an ad slot (showAd): the slot follows the widget, never inside it. */
export const formatsWithOptionalAdSlot: ReadonlySet<string> = new Set(['drug-cost-savings']);

export function isUrgentNode(node: BodyNode): node is WidgetNode {
  return 'widgetFormat' in node && urgentFormats.has(node.widgetFormat) && (node as { urgent?: unknown }).urgent === true;
}

/** Whether an article has urgent blocks (its header then carries no leaderboard above the title). */
export function hasUrgentBlock(body: readonly BodyNode[]): boolean {
  return body.some(isUrgentNode);
}

/** Which nodes a plan covers: the whole body, only the urgent blocks (under the title), or all but them. */
export type BodyPart = 'all' | 'urgent' | 'rest';

function wantsAdSlotAfter(node: WidgetNode, adSlotAfter: ReadonlySet<string>): boolean {
  if (adSlotAfter.has(node.widgetFormat)) return true;
  return formatsWithOptionalAdSlot.has(node.widgetFormat) && (node as { showAd?: unknown }).showAd === true;
}

/**
 * Turns an article body into what is rendered: consecutive product-card widgets become one
 * group, and an ad slot follows each widget whose format is in adSlotAfter (or that asks for one
 * with showAd), as long as the inline ad limits (medium rectangles on mobile, leaderboards above)
 * leave it a position. Slots only ever sit between top-level nodes, never inside a widget. The
 * urgent part holds only the urgent blocks and no ads; the rest skips them. Indexes stay the body's.
 */
export function planBody(
  body: readonly BodyNode[],
  adSlotAfter: ReadonlySet<string>,
  limits: InlineLimits = inlineAdLimits.standard,
  part: BodyPart = 'all',
): PlannedNode[] {
  const planned: PlannedNode[] = [];
  let slots = 0;
  body.forEach((node, index) => {
    if (part !== 'all' && isUrgentNode(node) !== (part === 'urgent')) return;
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
    if (part === 'urgent' || !wantsAdSlotAfter(node, adSlotAfter)) return;
    const positions = inlinePositions(slots + 1, limits);
    if (positions.length === 0) return;
    slots += 1;
    planned.push({ kind: 'ad-slot', afterIndex: index, ordinal: slots, positions });
  });
  return planned;
}
