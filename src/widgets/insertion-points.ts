/**
 * Spec savings §9: "Article insertion points at 25%, 50%, 75% and 100% of the article." The
 * fractions of an article's top-level body where the page may place something of its own (the
 * content-series blocks: mid at 50%, end at 100%).
 */
export const insertionPercents = [25, 50, 75, 100] as const;
export type InsertionPercent = (typeof insertionPercents)[number];

/**
 * The top-level body index each insertion point falls before, for a body of `blockCount` nodes:
 * the nearest boundary between nodes (half a node rounds up, so 50% of 3 nodes is after the
 * second), from 0 (before the first node) to blockCount (after the last). 100% is always
 * blockCount. Pure: the body is counted by its top-level nodes, whatever they hold.
 */
export function insertionPoints(blockCount: number): Record<InsertionPercent, number> {
  const count = Number.isFinite(blockCount) ? Math.max(0, Math.floor(blockCount)) : 0;
  return Object.fromEntries(insertionPercents.map((percent) => [percent, Math.round((count * percent) / 100)])) as Record<InsertionPercent, number>;
}

/**
 * The body index of an insertion point when it falls strictly inside the body (after the first
 * node and before the last boundary), else undefined: a mid-article block needs article on both
 * sides, and one at 0 or at the end would sit beside the title or the end block.
 */
export function innerInsertionPoint(blockCount: number, percent: Exclude<InsertionPercent, 100>): number | undefined {
  const points = insertionPoints(blockCount);
  const at = points[percent];
  return at > 0 && at < points[100] ? at : undefined;
}
