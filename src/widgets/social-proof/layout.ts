import type { SocialProofItem } from './schema';

export type ShownItem = SocialProofItem & { icon: NonNullable<SocialProofItem['icon']>; mainText: string };

/** Spec: an item shows only if it has both icon and mainText. */
export function shownItems(items: readonly SocialProofItem[]): ShownItem[] {
  return items.filter((item): item is ShownItem => Boolean(item.icon && item.mainText));
}

/** Spec: width 100%, 50% or 33.33% by the number of items with text. */
export function itemWidth(count: number): '100%' | '50%' | '33.33%' {
  if (count <= 1) return '100%';
  if (count === 2) return '50%';
  return '33.33%';
}
