import type { CSSProperties } from 'react';
import { breakpoints, slotCandidates } from '../positions';
import type { AdPosition, AdSizeName } from '../sizes';
import { SlotFill } from './SlotFill.client';
import styles from './Slot.module.css';

/** inline: in the text; header: the leaderboard; end: after the article; sticky: the mobile bottom bar. */
export type SlotKind = 'inline' | 'header' | 'end' | 'sticky';

/** Height of the label band above the creative; the leaderboard header's is the spec's 40 px top-ad space. */
export const labelBand = 24;
export const topAdHeight = 40;

export function bandFor(kind: SlotKind): number {
  return kind === 'header' ? topAdHeight : labelBand;
}

/**
 * The custom properties that size the slot at each breakpoint: up to two boxes (a, then a narrower
 * b), of sizes a fill is expected for; Slot.module.css shows the first that fits the slot's column
 * and none when neither does. A breakpoint without a box hides the slot.
 */
export function slotBoxStyle(positions: readonly AdPosition[], kind: SlotKind, expected?: ReadonlySet<AdSizeName>): Record<string, string> {
  const style: Record<string, string> = {};
  const band = bandFor(kind);
  breakpoints.forEach((bp, i) => {
    const [a, b] = slotCandidates(positions, bp, expected ? (size) => expected.has(size) : undefined);
    style[`--slot-d${i}`] = a ? 'flex' : 'none';
    style[`--slot-aw${i}`] = a ? `${a.width}px` : '0px';
    style[`--slot-ah${i}`] = a ? `${a.height + band}px` : '0px';
    style[`--slot-bw${i}`] = b ? `${b.width}px` : '0px';
    style[`--slot-bh${i}`] = b ? `${b.height + band}px` : '0px';
  });
  return style;
}

/** Whether the slot reserves space at any breakpoint; a slot with no expected fill anywhere is not rendered. */
export function slotHasSpace(style: Record<string, string>): boolean {
  return breakpoints.some((_, i) => style[`--slot-d${i}`] !== 'none');
}

interface Props {
  /** The positions the slot holds, at most one with ads at any width (e.g. MMR1 on mobile, DLB2 from tablet up). */
  positions: readonly AdPosition[];
  kind: SlotKind;
  /** The sizes a fill is expected for (expectedAdSizes: the house ad inventory, or every size with an ad network). */
  expected: ReadonlySet<AdSizeName>;
}

/**
 * Reserves an ad's space per breakpoint with CSS, only where a fill is expected and only as wide as
 * its column, so nothing shifts when it loads and nothing overhangs; the label shows with the
 * creative. The small SlotFill island fills it after the main content. Not a landmark: a page has several.
 */
export function AdSlot({ positions, kind, expected }: Props) {
  const style = slotBoxStyle(positions, kind, expected);
  if (!slotHasSpace(style)) return null;
  const className = [styles.slot, kind === 'header' ? styles.header : '', kind === 'sticky' ? styles.sticky : ''].filter(Boolean).join(' ');
  return (
    <div className={className} data-slot={positions.join(' ')} data-slot-kind={kind} style={style as CSSProperties}>
      <span className={styles.label}>Advertisement</span>
      <SlotFill positions={positions} inline={kind === 'inline'} band={bandFor(kind)} className={styles.fill ?? ''} />
    </div>
  );
}
