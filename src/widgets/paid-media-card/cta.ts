import { ctaLabel } from '@/widgets/kits/commerce/labels';

export interface PaidMediaCta {
  /** The first two words: the button label. */
  label: string;
  /** Everything after the first two words, shown as small print; '' when there is none. */
  smallPrint: string;
}

/**
 * Spec (article blocks 5): "Paid media card button text: the first two words form the button
 * label, the rest is small print." Blank text reads "SHOP NOW"; dollar amounts get thousands separators.
 */
export function splitPaidMediaCta(ctaText: string | undefined): PaidMediaCta {
  const words = ctaLabel({ ctaText }).split(/\s+/).filter(Boolean);
  return { label: words.slice(0, 2).join(' '), smallPrint: words.slice(2).join(' ') };
}
