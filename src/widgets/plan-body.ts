import type { BodyNode, HtmlNode, WidgetNode } from '@/content/article-schema';
import { inlineAdLimits, inlinePositions, type InlineLimits } from '@/features/ads/inline-limits';
import type { AdPosition } from '@/features/ads/sizes';
import { widgetDef } from './registry';
import { resolveWidget } from './resolve-widget';

export type PlannedNode =
  | { kind: 'html'; node: HtmlNode; index: number }
  | { kind: 'widget'; node: WidgetNode; index: number }
  /** Consecutive nodes of a format whose definition says groupConsecutive (product cards), rendered as one group. */
  | { kind: 'grouped'; format: string; members: { node: WidgetNode; index: number }[] }
  /** ordinal counts the article's inline ad slots from 1; positions are those the page limits leave it. */
  | { kind: 'ad-slot'; afterIndex: number; ordinal: number; positions: AdPosition[] }
  /** Something the page places between top-level nodes (a content-series block), by its key. */
  | { kind: 'insert'; key: string; before: number };

/**
 * What the page asks to place between top-level body nodes: before the node at `before`
 * (body.length: after the last). `key` names it for the renderer (RenderWidgets' `inserts`).
 */
export interface BodyInsert {
  key: string;
  before: number;
}

/** A definition's answer for this node's data: false when the node is not a valid widget. */
function askData(node: WidgetNode, question: 'urgent' | 'adSlotAfter'): boolean {
  const resolved = resolveWidget(node);
  if (resolved.status !== 'ok') return false;
  const answer = resolved.def[question];
  return typeof answer === 'function' ? answer(resolved.data) === true : answer === true;
}

/** Urgent advice (emergency warnings, by their definition's `urgent`): rendered right after the title, before the byline, image and ads. */
export function isUrgentNode(node: BodyNode): node is WidgetNode {
  return 'widgetFormat' in node && askData(node, 'urgent');
}

/** Whether an article has urgent blocks (its header then carries no leaderboard above the title). */
export function hasUrgentBlock(body: readonly BodyNode[]): boolean {
  return body.some(isUrgentNode);
}

/** Which nodes a plan covers: the whole body, only the urgent blocks (under the title), or all but them. */
export type BodyPart = 'all' | 'urgent' | 'rest';

/** An html node that introduces the widget after it (`introducesNext`): it is shown only with that widget (RenderWidgets). */
export function introducesNext(node: BodyNode | undefined): node is HtmlNode {
  return node !== undefined && !('widgetFormat' in node) && node.introducesNext === true;
}

/** Whether a node goes with the urgent part: an urgent block, or the text that introduces one. */
function inUrgentPart(body: readonly BodyNode[], index: number): boolean {
  const node = body[index]!;
  const next = body[index + 1];
  return introducesNext(node) ? next !== undefined && isUrgentNode(next) : isUrgentNode(node);
}

/** Whether an ad slot follows the node: its definition says so always (true, whatever the data), or for this data (a function). */
function wantsAdSlotAfter(node: WidgetNode): boolean {
  return widgetDef(node.widgetFormat)?.adSlotAfter === true || askData(node, 'adSlotAfter');
}

/**
 * Whether nothing may come between the node before `index` and the node at `index`: text that
 * introduces the widget after it (introducesNext) goes with it, and consecutive nodes of a
 * groupConsecutive format render as one group.
 */
function boundToPrevious(body: readonly BodyNode[], index: number): boolean {
  const previous = body[index - 1];
  const node = body[index];
  if (!previous || !node) return false;
  if (introducesNext(previous)) return true;
  return 'widgetFormat' in node && 'widgetFormat' in previous && node.widgetFormat === previous.widgetFormat && widgetDef(node.widgetFormat)?.groupConsecutive === true;
}

/**
 * Turns an article body into what is rendered: consecutive nodes of a format whose definition
 * says groupConsecutive become one group, and an ad slot follows each widget whose definition asks
 * for one (adSlotAfter), as long as the inline ad limits (medium rectangles on mobile, leaderboards
 * above) leave it a position. Slots only ever sit between top-level nodes, never inside a widget.
 * The page's own inserts (`inserts`, such as the content-series block at 50%) sit between
 * top-level nodes too, before the node they name, after the ad slot of the node before; where that
 * would part text from the widget it introduces, or split a group, they move down to the next
 * boundary. The urgent part holds only the urgent blocks (with the text that introduces one) and
 * no ads or inserts; the rest skips them. Indexes stay the body's.
 */
export function planBody(body: readonly BodyNode[], limits: InlineLimits = inlineAdLimits.standard, part: BodyPart = 'all', inserts: readonly BodyInsert[] = []): PlannedNode[] {
  const planned: PlannedNode[] = [];
  let slots = 0;
  const pending = part === 'urgent' ? [] : [...inserts].sort((a, b) => a.before - b.before);
  const placeDue = (index: number) => {
    while (pending.length > 0 && pending[0]!.before <= index) {
      const insert = pending.shift()!;
      planned.push({ kind: 'insert', key: insert.key, before: insert.before });
    }
  };
  body.forEach((node, index) => {
    if (part !== 'all' && inUrgentPart(body, index) !== (part === 'urgent')) return;
    if (!boundToPrevious(body, index)) placeDue(index);
    if (!('widgetFormat' in node)) {
      planned.push({ kind: 'html', node, index });
      return;
    }
    const last = planned.at(-1);
    if (widgetDef(node.widgetFormat)?.groupConsecutive) {
      if (last?.kind === 'grouped' && last.format === node.widgetFormat) last.members.push({ node, index });
      else planned.push({ kind: 'grouped', format: node.widgetFormat, members: [{ node, index }] });
    } else {
      planned.push({ kind: 'widget', node, index });
    }
    if (part === 'urgent' || !wantsAdSlotAfter(node)) return;
    const positions = inlinePositions(slots + 1, limits);
    if (positions.length === 0) return;
    slots += 1;
    planned.push({ kind: 'ad-slot', afterIndex: index, ordinal: slots, positions });
  });
  placeDue(Number.POSITIVE_INFINITY);
  return planned;
}
