import type { CSSProperties } from 'react';
import { breakpoints, reservedBox } from '../positions';
import type { AdPosition } from '../sizes';
import { SlotFill } from './SlotFill.client';
import styles from './Slot.module.css';

export type SlotKind = 'inline' | 'header' | 'end' | 'sticky';

/** Height of the label band above the creative; the leaderboard header's is the spec's 40 px top-ad space. */
export const labelBand = 24;
export const topAdHeight = 40;

export function bandFor(kind: SlotKind): number {
  return kind === 'header' ? topAdHeight : labelBand;
}

/** The custom properties that size the slot at each breakpoint: hidden where its positions have no ad. */
export function slotBoxStyle(positions: readonly AdPosition[], kind: SlotKind): Record<string, string> {
  const style: Record<string, string> = {};
  breakpoints.forEach((bp, i) => {
    const box = reservedBox(positions, bp);
    const shown = box.height > 0;
    style[`--slot-d${i}`] = shown ? 'flex' : 'none';
    style[`--slot-h${i}`] = shown ? `${box.height + bandFor(kind)}px` : '0px';
    style[`--slot-w${i}`] = shown ? `${box.width}px` : '0px';
  });
  return style;
}

interface Props {
  /** The positions the slot holds, at most one with ads at any width (e.g. MMR1 on mobile, DLB2 from tablet up). */
  positions: readonly AdPosition[];
  kind: SlotKind;
}

/**
 * Reserves an ad's space per breakpoint with CSS, so nothing shifts when it loads, and labels it.
 * The small SlotFill island fills it after the main content. Not a landmark: a page has several.
 */
export function AdSlot({ positions, kind }: Props) {
  const className = [styles.slot, kind === 'header' ? styles.header : '', kind === 'sticky' ? styles.sticky : ''].filter(Boolean).join(' ');
  return (
    <div className={className} data-slot={positions.join(' ')} data-slot-kind={kind} style={slotBoxStyle(positions, kind) as CSSProperties}>
      <span className={styles.label}>Advertisement</span>
      <SlotFill positions={positions} inline={kind === 'inline'} band={bandFor(kind)} className={styles.fill ?? ''} />
    </div>
  );
}
