import type { InfScrollItem } from './queue';

/**
 * Spec: UP NEXT shows 1 article on the smallest breakpoint and up to 5 otherwise. The smallest
 * breakpoint is below 768px, where the scroll-indicator bar shows; from 768px up the list shows.
 */
export const upNextLimit = { 'scroll-indicator': 1, list: 5 } as const;
export type UpNextVariant = keyof typeof upNextLimit;

/**
 * The articles UP NEXT names: those after position `after` in the queue (position 0 is the first
 * article, n is queue item n-1) that are published, at most as many as the variant shows.
 */
export function upNextItems(queue: readonly InfScrollItem[], after: number, variant: UpNextVariant): InfScrollItem[] {
  return queue
    .slice(after)
    .filter((item) => !item.missing)
    .slice(0, upNextLimit[variant]);
}
