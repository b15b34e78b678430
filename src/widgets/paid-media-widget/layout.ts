import type { PaidMediaWidgetItem } from './schema';

export type ShownPaidMediaItem = PaidMediaWidgetItem & { imgSrc: string; ctaUrl: string };

/** Spec (article blocks 5): "Paid media widget item shows only when both its image and cta url exist." */
export function shownPaidMediaItems(items: readonly PaidMediaWidgetItem[]): ShownPaidMediaItem[] {
  return items.filter((item): item is ShownPaidMediaItem => Boolean(item.imgSrc && item.ctaUrl));
}

/** Spec (article blocks 5): "image count 1, 2 or 3 sets item width 100%, 50% or auto." */
export function paidMediaItemWidth(shownImages: number): '100%' | '50%' | 'auto' {
  if (shownImages <= 1) return '100%';
  if (shownImages === 2) return '50%';
  return 'auto';
}
