import { formatUsd } from '@/features/savings/coupon-text';
import type { CopayDriver } from '@/features/savings/schema';

/** The widget's texts; the spec's (savings 2.1-2.3, 8) verbatim. Savings claims are not constants: see savingsHeadline. */
export const texts = {
  noPricing: 'Error: No pricing information found.',
  searchNoMatch: 'Error: No results found for your search.',
  loadFailed: 'Error: No results found. Try editing the information provided or retry.',
  unavailable:
    'Cost savings currently unavailable. We currently do not have cost savings available for this drug. Please check back again in the future for prescription drugs savings options.',
  searchLabel: 'Find your pharmacy',
  search: 'SEARCH',
  reset: 'Reset',
  retry: 'Retry',
  advertisement: 'ADVERTISEMENT',
  seeMore: 'SEE MORE RESULTS',
  edit: 'EDIT',
  cancel: 'CANCEL',
  update: 'Update',
  loading: 'Loading prices…',
  bestPrice: 'best price',
  getCoupon: 'Get RX Coupon',
  demoPrices: 'Prices are estimates from our price data set and may differ at the pharmacy.',
  zipError: 'Enter a 5-digit ZIP code.',
  zipHint: '5 digits. Prices are for pharmacies near this ZIP code.',
  /** After the ZIP in the selection line until the reader enters one: the location is ours, not theirs. */
  defaultZip: '(default)',
  defaultZipHint: 'Enter your ZIP code for prices near you.',
  // Coupon modal (2.3, 8).
  defaultHeading: 'Show this coupon at the pharmacy now, email to yourself, or print it out.',
  printHeading: 'Show this free coupon to your pharmacist',
  emailHeading: 'Email coupon',
  emailPrompt: 'Enter your email',
  smsHeading: 'Text Coupon',
  smsPrompt: 'Enter your phone number',
  send: 'Send',
  back: 'Back',
  close: 'Close',
  sentHeading: 'Coupon sent!',
  sendError: 'Error: An error occurred while sending the coupon. Please try again.',
  walletError: 'Error: An error occurred while storing the coupon in your Wallet. Please try again.',
  timeoutHeading: 'Our API timed out',
  timeoutText: 'Try again.',
  couponLoading: 'Loading your coupon…',
  emailInvalid: 'Enter a valid email address.',
  phoneInvalid: 'Enter a 10-digit phone number.',
} as const;

export const fieldLabels = {
  zip: 'ZIP code',
  insured: 'Insurance',
  manufacturer: 'Manufacturer',
  form: 'Form',
  dosage: 'Dosage',
  quantityDisplay: 'Quantity',
} as const;

export function articleTitle(drug: string): string {
  return `Compare prices on ${drug}`;
}

/**
 * The headline under the article and template titles. The spec's copy claims "up to 80%"; ours
 * claims only what the cards show: `percent` is their best saving (bestSaving in price-cards.ts),
 * and without one the line makes no numeric claim.
 */
export function savingsHeadline(drug: string, percent: number | null): string {
  if (percent === null || !Number.isFinite(percent) || percent <= 0) {
    return `Compare prices for ${drug} at pharmacies near you, and get a free coupon to show when you fill your prescription.`;
  }
  return `Save up to ${Math.round(percent)}% on ${drug} with a free discount coupon. Compare prices at pharmacies near you, then show the coupon when you fill your prescription.`;
}

/** Spec 2.1: the template widget's title. */
export function templateTitle(drug: string): string {
  return `Save on your ${drug} prescription`;
}

/** Spec 2.1: the copay header. */
export function copayHeader(driver: Pick<CopayDriver, 'copay'>): string {
  return `With insurance, pay as little as ${formatUsd(driver.copay)} for a trusted brand-name medication.`;
}

/** Spec 2.1: the three info cards of the copay offer. */
export function copayInfoCards(driver: Pick<CopayDriver, 'price'>): Array<{ title: string; text: string }> {
  return [
    { title: `only ${formatUsd(driver.price)}/mo initially`, text: 'for a limited time' },
    { title: 'An easy-to-use digital savings card', text: 'delivered digitally today' },
    { title: 'Redeem at your local pharmacy', text: 'accepted at all pharmacies' },
  ];
}

export const copayCtaText = 'Get your savings card';

export function walletLabel(platform: 'Android' | 'iOS'): string {
  return platform === 'iOS' ? 'Add to Apple Wallet' : 'Save to Google Wallet';
}
