/** Spec (article blocks 4 and 9): "Ticker 2500 ms per item, fade 150 ms" (150 ms fade in, then fade out). */
export const tickerTiming = { itemMs: 2500, fadeMs: 150 } as const;

export type TickerPhase = 'in' | 'shown' | 'out';

export interface TickerState {
  index: number;
  phase: TickerPhase;
}

/** Whether the ticker cycles at all: only with two items or more (one item is static, none shows only the texts). */
export function cycles(itemCount: number): boolean {
  return itemCount > 1;
}

/**
 * The item and phase at a time since cycling started. Each item has a 2500 ms slot: 150 ms fading
 * in, shown, then 150 ms fading out before the next. The first item is already on screen when
 * cycling starts (server-rendered), so its slot does not fade in.
 */
export function tickerStateAt(elapsedMs: number, itemCount: number): TickerState {
  if (!cycles(itemCount) || elapsedMs < 0) return { index: 0, phase: 'shown' };
  const slot = Math.floor(elapsedMs / tickerTiming.itemMs);
  const within = elapsedMs - slot * tickerTiming.itemMs;
  const index = slot % itemCount;
  if (within >= tickerTiming.itemMs - tickerTiming.fadeMs) return { index, phase: 'out' };
  if (slot > 0 && within < tickerTiming.fadeMs) return { index, phase: 'in' };
  return { index, phase: 'shown' };
}

/** Milliseconds from `elapsedMs` to the next phase change (when the shown state changes next). */
export function msToNextPhase(elapsedMs: number): number {
  const within = elapsedMs % tickerTiming.itemMs;
  const boundaries = [tickerTiming.fadeMs, tickerTiming.itemMs - tickerTiming.fadeMs, tickerTiming.itemMs];
  const next = boundaries.find((b) => b > within)!;
  return next - within;
}

/** The items as one phrase for screen readers and reduced motion: "sleep, stress, and nutrition". */
export function itemsAsPhrase(items: readonly string[]): string {
  if (items.length === 0) return '';
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(items);
}

/** The whole headline as one sentence: before text, the items, after text (empty parts left out). */
export function headlineText(beforeText: string, items: readonly string[], afterText: string): string {
  return [beforeText, itemsAsPhrase(items), afterText].filter((part) => part.length > 0).join(' ');
}
