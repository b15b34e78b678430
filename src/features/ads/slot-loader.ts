import { readAdsConfig } from './config';
import { pageViewOf } from './frequency-cap';
import { inlineKindAt, inlineLimitsFor } from './inline-limits';
import { activePosition, loadAboveAt, sizesThatFit, type SlotBox } from './positions';
import type { AdProvider } from './provider/types';
import type { AdPosition } from './sizes';
import { farBelow } from '@/components/use-out-of-view';
import { awaitAdDecision } from './decision-wait';

/** Spec (Timing): a deferred ad measure runs after 2000 ms. */
export const deferredMeasureMs = 2000;
/** Fallback when requestIdleCallback never comes (or does not exist). */
const idleTimeoutMs = 2000;

export type SlotState = 'waiting' | 'loading' | 'filled' | 'empty' | 'collapsed' | 'over-limit';

/** Runs start after the main content has loaded: the window's load event, then an idle moment. */
export function afterMainContent(start: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(() => !cancelled && start(), { timeout: idleTimeoutMs });
    else idleHandle = window.setTimeout(() => !cancelled && start(), 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      window.clearTimeout(idleHandle);
    }
  };
}

/** The page's targeting (k1, msiteID, kmeta, pageTemplate, categories) from the article around the slot. */
export function targetingFor(slot: HTMLElement): Record<string, string | string[]> {
  const raw = slot.closest<HTMLElement>('[data-targeting]')?.dataset.targeting;
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const out: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') out[key] = value;
      else if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * Whether an inline slot is within the page's limits at this width. Counted over the whole page in
 * document order, so articles appended by infinite scroll share the first article's budget;
 * the page's CPUV flag is the first article's.
 */
export function inlineAllowed(slot: HTMLElement, width: number): boolean {
  const page = slot.closest<HTMLElement>('[data-slot-page]') ?? document.body;
  const inline = [...page.querySelectorAll<HTMLElement>('[data-slot-kind="inline"]')];
  const ordinal = inline.indexOf(slot) + 1;
  const limits = inlineLimitsFor(page.dataset.cpuv === 'true');
  return ordinal > 0 && ordinal <= limits[inlineKindAt(width)];
}

export interface SlotOptions {
  slot: HTMLElement;
  container: HTMLElement;
  positions: readonly AdPosition[];
  slotId: string;
  inline: boolean;
  /** Extra px to add to the measured creative height (the label band). */
  band: number;
  onState?: (state: SlotState) => void;
}

function setState(options: SlotOptions, state: SlotState): void {
  options.slot.dataset.slotState = state;
  options.onState?.(state);
}

/**
 * The empty or smaller-than-reserved slot is measured again 2000 ms after the fill: below the
 * viewport (farBelow: a viewport further while the page scrolls, as the compositor scrolls on
 * before the change is painted) it shrinks to its content (an empty one collapses); in or above
 * the viewport it keeps its reserved space, so the reader never sees the page jump.
 */
export function remeasure(options: SlotOptions, filled: boolean): void {
  const { slot, container } = options;
  if (!farBelow(slot)) return;
  if (!filled) {
    setState(options, 'collapsed');
    return;
  }
  const height = container.getBoundingClientRect().height;
  // The slot's height is its padding (Slot.module.css).
  if (height > 0) slot.style.paddingBottom = `${Math.ceil(height + options.band)}px`;
}

/** The creative area the CSS reserved for the slot at this width (its box less the label band). */
export function reservedArea(slot: HTMLElement, band: number): SlotBox {
  const rect = slot.getBoundingClientRect();
  return { width: Math.floor(rect.width), height: Math.max(0, Math.floor(rect.height) - band) };
}

/** Loads one slot: after the main content, once near the viewport, through the current provider. Returns the cleanup. */
export function startSlot(options: SlotOptions): () => void {
  const { slot, container, positions } = options;
  let observer: IntersectionObserver | undefined;
  let measureTimer: number | undefined;
  let released = false;
  let provider: AdProvider | undefined;

  const stopWaiting = afterMainContent(() => {
    const width = window.innerWidth;
    const position = activePosition(positions, width);
    if (!position) return;
    if (options.inline && !inlineAllowed(slot, width)) {
      setState(options, 'over-limit');
      return;
    }
    // Only sizes that fit the space reserved for this column: none fits, nothing to show.
    const sizes = sizesThatFit(position, width, reservedArea(slot, options.band));
    if (sizes.length === 0) {
      setState(options, 'collapsed');
      return;
    }
    const loadAbove = loadAboveAt(position, width);
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer?.disconnect();
        setState(options, 'loading');
        // The providers load with the first ad, after the main content: pages do not carry them up front.
        void import('./provider/load')
          .then(async ({ adProvider }) => {
            if (released) return { filled: false } as const;
            const current = adProvider(readAdsConfig());
            provider = current;
            const decision = await awaitAdDecision(current.fill(container, { position, slotId: options.slotId, sizes, targeting: targetingFor(slot), pageView: pageViewOf(slot) }));
            if (decision.decided) return decision.value;
            // No decision within the give-up time: the slot is empty, and a late creative must not land in it.
            current.release(container);
            return { filled: false } as const;
          })
          .catch(() => ({ filled: false }) as const)
          .then((result) => {
            if (released) return;
            setState(options, result.filled ? 'filled' : 'empty');
            measureTimer = window.setTimeout(() => remeasure(options, result.filled), deferredMeasureMs);
          });
      },
      { rootMargin: `${loadAbove}px 0px ${loadAbove}px 0px` },
    );
    observer.observe(slot);
  });

  return () => {
    released = true;
    stopWaiting();
    observer?.disconnect();
    window.clearTimeout(measureTimer);
    provider?.release(container);
  };
}
