import { adSizes, type AdPosition, type AdSizeName } from './sizes';

/** Spec breakpoints: base below 768, tablet from 768, desktop from 990, large desktop from 1100 px. */
export const breakpoints = ['base', 'tablet', 'desktop', 'largeDesktop'] as const;
export type Breakpoint = (typeof breakpoints)[number];
export const breakpointMinWidth: Record<Breakpoint, number> = { base: 0, tablet: 768, desktop: 990, largeDesktop: 1100 };

/** One breakpoint's settings: the sizes the slot may take (in order of preference) and how early it starts loading. */
export interface BreakpointSetting {
  ads: readonly AdSizeName[];
  /** Start loading once the slot is within this many px of the viewport; default defaultLoadAbove. */
  loadAbove?: number;
}

/** A breakpoint without settings inherits the next smaller one's; base must be set (an empty list: no ad there). */
export type PositionSettings = { base: BreakpointSetting } & Partial<Record<Exclude<Breakpoint, 'base'>, BreakpointSetting>>;

export const defaultLoadAbove = 400;
const none: BreakpointSetting = { ads: [] };

/**
 * Where each position runs. DLB = desktop leaderboards (DLB1 the leaderboard header, DLB2 the inline
 * leaderboard), DMR = desktop rectangles (end of article), MLB1 = the mobile sticky bottom ad,
 * MMR = mobile inline medium rectangles. Mobile positions are off from tablet up and desktop ones below it.
 */
export const positionSettings: Record<AdPosition, PositionSettings> = {
  DLB1: { base: none, tablet: { ads: ['leaderboard'], loadAbove: 0 }, largeDesktop: { ads: ['largeLeaderboard', 'leaderboard'], loadAbove: 0 } },
  // In the text column: where a leaderboard does not fit the column, a medium rectangle (sizes are chosen by the column's width).
  DLB2: { base: none, tablet: { ads: ['leaderboard', 'mediumRectangle'] }, largeDesktop: { ads: ['leaderboard', 'mediumRectangle'], loadAbove: 600 } },
  DMR1: { base: none, desktop: { ads: ['mediumRectangle'] } },
  DMR2: { base: none, desktop: { ads: ['mediumRectangle'] } },
  DMR3: { base: none, desktop: { ads: ['mediumRectangle'] } },
  DMR4: { base: none, desktop: { ads: ['mediumRectangle'] } },
  DMR5: { base: none, desktop: { ads: ['mediumRectangle'] } },
  MLB1: { base: { ads: ['mobileLeaderboard', 'smallMobileLeaderboard'], loadAbove: 0 }, tablet: none },
  MMR1: { base: { ads: ['mediumRectangle'], loadAbove: 200 }, tablet: none },
  MMR2: { base: { ads: ['mediumRectangle'], loadAbove: 200 }, tablet: none },
};

export function breakpointAt(width: number): Breakpoint {
  if (width >= breakpointMinWidth.largeDesktop) return 'largeDesktop';
  if (width >= breakpointMinWidth.desktop) return 'desktop';
  if (width >= breakpointMinWidth.tablet) return 'tablet';
  return 'base';
}

/** The setting that applies at a breakpoint: its own, else the nearest smaller breakpoint's. */
export function settingAt(position: AdPosition, breakpoint: Breakpoint): BreakpointSetting {
  const settings = positionSettings[position];
  for (let i = breakpoints.indexOf(breakpoint); i >= 0; i--) {
    const found = settings[breakpoints[i]!];
    if (found) return found;
  }
  return settings.base;
}

/** The sizes a position may take at viewport width w. */
export function sizesAt(position: AdPosition, width: number): readonly AdSizeName[] {
  return settingAt(position, breakpointAt(width)).ads;
}

export function loadAboveAt(position: AdPosition, width: number): number {
  return settingAt(position, breakpointAt(width)).loadAbove ?? defaultLoadAbove;
}

/** Pixel sizes only: fluid has no fixed box and a 1x1 pixel takes no visible space. */
export function fixedSize(size: AdSizeName): readonly [number, number] | null {
  const value = adSizes[size];
  return value === 'fluid' || size === 'pixel' ? null : value;
}

/** The box to reserve at a breakpoint: the largest width and height of its sizes (0 x 0 when it has none). */
export function reservedBox(positions: readonly AdPosition[], breakpoint: Breakpoint): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const position of positions) {
    for (const size of settingAt(position, breakpoint).ads) {
      const box = fixedSize(size);
      if (!box) continue;
      width = Math.max(width, box[0]);
      height = Math.max(height, box[1]);
    }
  }
  return { width, height };
}

/** Reserved height of each breakpoint, for the server-rendered CSS that keeps the layout still. */
export function reservedHeights(positions: readonly AdPosition[]): Record<Breakpoint, number> {
  return Object.fromEntries(breakpoints.map((bp) => [bp, reservedBox(positions, bp).height])) as Record<Breakpoint, number>;
}

/** Of a slot's positions (e.g. MMR1 on mobile, DLB2 from tablet up), the one with ads at width w. */
export function activePosition(positions: readonly AdPosition[], width: number): AdPosition | null {
  return positions.find((p) => sizesAt(p, width).length > 0) ?? null;
}

/** A box a slot may reserve: one fixed size's width and height. */
export interface SlotBox {
  width: number;
  height: number;
}

/**
 * The boxes a slot may reserve at a breakpoint, at most two, in preference order: the first fixed
 * size a fill is expected for (expected: house creatives exist, or an ad network is configured),
 * then the first narrower one, used where the first does not fit the slot's column. None: the
 * slot reserves nothing there. The CSS (Slot.module.css) picks the first that fits the column.
 */
export function slotCandidates(positions: readonly AdPosition[], breakpoint: Breakpoint, expected: (size: AdSizeName) => boolean = () => true): SlotBox[] {
  const boxes: SlotBox[] = [];
  for (const position of positions) {
    for (const size of settingAt(position, breakpoint).ads) {
      const box = fixedSize(size);
      if (!box || !expected(size)) continue;
      const [width, height] = box;
      if (boxes.length === 0 || (boxes.length === 1 && width < boxes[0]!.width)) boxes.push({ width, height });
    }
    if (boxes.length > 0) break;
  }
  return boxes;
}

/**
 * The sizes to ask a provider for: those of the position at this width that fit the slot's
 * reserved box (its creative area), in preference order. A creative never overhangs its slot.
 */
export function sizesThatFit(position: AdPosition, viewportWidth: number, box: SlotBox): AdSizeName[] {
  return sizesAt(position, viewportWidth).filter((size) => {
    const fixed = fixedSize(size);
    return fixed !== null && fixed[0] <= box.width && fixed[1] <= box.height;
  });
}
