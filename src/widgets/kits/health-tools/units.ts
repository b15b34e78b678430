/** Exact conversion factors (international yard and pound, 1959). */
export const KG_PER_LB = 0.45359237;
export const CM_PER_INCH = 2.54;

export type Units = 'metric' | 'us';

export const lbToKg = (lb: number) => lb * KG_PER_LB;
export const kgToLb = (kg: number) => kg / KG_PER_LB;
export const inchesToCm = (inches: number) => inches * CM_PER_INCH;
export const cmToInches = (cm: number) => cm / CM_PER_INCH;

/** Rounds to one decimal place (half away from zero for the positive values used here). */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** Feet and inches for a height in cm, inches to the nearest whole inch (12 in carries into the feet). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cmToInches(cm));
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

/** Plain-text number for a form field: at most one decimal, no trailing ".0". */
export function fieldNumber(value: number): string {
  return String(round1(value));
}
