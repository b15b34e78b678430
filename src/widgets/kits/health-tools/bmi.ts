import { round1 } from './units';

/**
 * Body mass index: weight in kilograms divided by the square of height in metres, to one decimal
 * (CDC, "About Adult BMI"; WHO BMI classification).
 */
export function bmiMetric(kg: number, cm: number): number {
  const m = cm / 100;
  return round1(kg / (m * m));
}

/** The same index from US units: 703 × pounds ÷ inches² (CDC), to one decimal. */
export function bmiUs(lb: number, inches: number): number {
  return round1((703 * lb) / (inches * inches));
}

export type BmiBand = 'underweight' | 'healthy' | 'overweight' | 'obesity';

export interface BmiCategory {
  band: BmiBand;
  /** Obesity class 1 (30–34.9), 2 (35–39.9) or 3 (40 and over); null below 30. */
  obesityClass: 1 | 2 | 3 | null;
  /** The band in words, as the result states it. */
  label: string;
  /** The band's range as the table shows it. */
  range: string;
}

/**
 * Adult BMI categories (CDC and WHO), matched on the one-decimal BMI the reader sees, so 24.9 is a
 * healthy weight and 25.0 is overweight: under 18.5 underweight, 18.5 to 24.9 healthy weight,
 * 25 to 29.9 overweight, 30 and over obesity (class 1: 30 to 34.9, class 2: 35 to 39.9, class 3: 40 and over).
 */
export function bmiCategory(bmi: number): BmiCategory {
  const value = round1(bmi);
  if (value < 18.5) return { band: 'underweight', obesityClass: null, label: 'underweight', range: 'Below 18.5' };
  if (value < 25) return { band: 'healthy', obesityClass: null, label: 'healthy weight', range: '18.5 to 24.9' };
  if (value < 30) return { band: 'overweight', obesityClass: null, label: 'overweight', range: '25 to 29.9' };
  if (value < 35) return { band: 'obesity', obesityClass: 1, label: 'obesity (class 1)', range: '30 to 34.9' };
  if (value < 40) return { band: 'obesity', obesityClass: 2, label: 'obesity (class 2)', range: '35 to 39.9' };
  return { band: 'obesity', obesityClass: 3, label: 'obesity (class 3)', range: '40 and over' };
}

/** The adult bands as the widget's table lists them. */
export const bmiBands: readonly { label: string; range: string }[] = [
  { label: 'Underweight', range: 'Below 18.5' },
  { label: 'Healthy weight', range: '18.5 to 24.9' },
  { label: 'Overweight', range: '25 to 29.9' },
  { label: 'Obesity', range: '30 and over (class 1: 30 to 34.9, class 2: 35 to 39.9, class 3: 40 and over)' },
];

/** The sentence the live region announces: the BMI, to one decimal, and its adult category in words. */
export function bmiResultText(bmi: number): string {
  const category = bmiCategory(bmi);
  return `Your BMI is ${bmi.toFixed(1)}. For adults, that is in the ${category.label} range (${category.range}).`;
}
