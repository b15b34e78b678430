import type { CopayDriver } from '@/features/savings/schema';

/** Spec 5: the insurance choice shows only when a copay driver exists. */
export function showsInsuredChoice(driver: CopayDriver | null): boolean {
  return driver !== null;
}

/** The copay header and info cards: always in the copay variant, elsewhere when the reader chose insured. */
export function showsCopayOffer(variant: 'article' | 'template' | 'copay', insured: boolean, driver: CopayDriver | null): boolean {
  return driver !== null && (variant === 'copay' || insured);
}
