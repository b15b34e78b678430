import { couponEmailPattern } from '@/features/savings/coupon-text';

/** Spec 9. */
export const phoneDigits = 10;

/** Spec 5: an invalid email is an error; empty input clears it. */
export function emailHasError(value: string): boolean {
  const v = value.trim();
  return v !== '' && !couponEmailPattern.test(v);
}

/** Spaces, brackets, dots, dashes and a plus are formatting; what is left must start with 10 digits. */
export function phoneHasError(value: string): boolean {
  const v = value.trim();
  if (v === '') return false;
  return !new RegExp(`^\\d{${phoneDigits}}`).test(v.replace(/[\s().+-]/g, ''));
}

/** Spec 5: Send does nothing while the field has an error or is empty. */
export function canSend(value: string, hasError: boolean): boolean {
  return value.trim() !== '' && !hasError;
}
