import { bmiMetric, bmiUs } from './bmi';
import { activityLevels, type ActivityLevel, type FormulaSex } from './energy';
import { inchesToCm, lbToKg, type Units } from './units';

/**
 * Reading and checking what a reader typed. Every message names the field and says what to do;
 * the widget shows it under its field (aria-describedby) and marks the field aria-invalid.
 */

export type NumberRead = { ok: true; value: number } | { ok: false; reason: 'empty' | 'format' };

/**
 * A number as typed: digits with at most one decimal separator, a point or a comma ("70,5" is
 * 70.5). Anything else (signs, letters, spaces inside, thousands separators like "1,200.5") is a
 * format error, never a guess.
 */
export function readNumber(raw: string): NumberRead {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (!/^\d{1,6}(?:[.,]\d{1,4})?$/.test(text)) return { ok: false, reason: 'format' };
  return { ok: true, value: Number(text.replace(',', '.')) };
}

export interface FieldRule {
  min: number;
  max: number;
  /** Whole numbers only (age, feet). */
  whole?: boolean;
  /** Empty reads as this value instead of an error (inches). */
  emptyValue?: number;
  messages: { empty: string; format: string; range: string };
}

export const rules = {
  heightCm: {
    min: 100,
    max: 250,
    messages: {
      empty: 'Enter your height in centimeters.',
      format: 'Enter your height as a number, like 175.',
      range: 'Enter a height between 100 and 250 cm.',
    },
  },
  heightFt: {
    min: 3,
    max: 8,
    whole: true,
    messages: {
      empty: 'Enter the feet of your height.',
      format: 'Enter feet as a whole number, like 5.',
      range: 'Enter a height between 3 and 8 feet.',
    },
  },
  heightIn: {
    min: 0,
    max: 11.9,
    emptyValue: 0,
    messages: {
      empty: '',
      format: 'Enter inches as a number, like 7.',
      range: 'Enter inches from 0 to 11.',
    },
  },
  weightKg: {
    min: 20,
    max: 350,
    messages: {
      empty: 'Enter your weight in kilograms.',
      format: 'Enter your weight as a number, like 70 or 70.5.',
      range: 'Enter a weight between 20 and 350 kg.',
    },
  },
  weightLb: {
    min: 45,
    max: 770,
    messages: {
      empty: 'Enter your weight in pounds.',
      format: 'Enter your weight as a number, like 150 or 150.5.',
      range: 'Enter a weight between 45 and 770 lb.',
    },
  },
  age: {
    min: 18,
    max: 100,
    whole: true,
    messages: {
      empty: 'Enter your age in years.',
      format: 'Enter your age as a whole number, like 45.',
      range: 'This calculator is for adults aged 18 to 100.',
    },
  },
} satisfies Record<string, FieldRule>;

export type NumberField = keyof typeof rules;

export const choiceMessages = {
  sex: 'Choose the sex used in the formula.',
  activity: 'Choose your activity level.',
} as const;

export type FieldCheck = { ok: true; value: number } | { ok: false; message: string };

/** Checks one typed value against its field's rule. */
export function checkField(field: NumberField, raw: string): FieldCheck {
  const rule: FieldRule = rules[field];
  const read = readNumber(raw);
  if (!read.ok) {
    if (read.reason === 'empty' && rule.emptyValue !== undefined) return { ok: true, value: rule.emptyValue };
    return { ok: false, message: rule.messages[read.reason] };
  }
  if (rule.whole && !Number.isInteger(read.value)) return { ok: false, message: rule.messages.format };
  if (read.value < rule.min || read.value > rule.max) return { ok: false, message: rule.messages.range };
  return { ok: true, value: read.value };
}

/** What the body-size fields hold, as typed; only the fields of the chosen units are read. */
export interface BodyInput {
  units: Units;
  heightCm: string;
  heightFt: string;
  heightIn: string;
  weightKg: string;
  weightLb: string;
}

export type Errors = Partial<Record<NumberField | keyof typeof choiceMessages, string>>;

export interface Body {
  kg: number;
  cm: number;
  /** BMI by the formula of the units the reader used (kg/m², or 703 × lb/in²). */
  bmi: number;
}

/** Checks height and weight in the chosen units; the body in metric plus its BMI when all is valid. */
export function checkBody(input: BodyInput): { body: Body | null; errors: Errors } {
  const errors: Errors = {};
  const take = (field: NumberField, raw: string): number | null => {
    const check = checkField(field, raw);
    if (check.ok) return check.value;
    errors[field] = check.message;
    return null;
  };
  if (input.units === 'metric') {
    const cm = take('heightCm', input.heightCm);
    const kg = take('weightKg', input.weightKg);
    if (cm === null || kg === null) return { body: null, errors };
    return { body: { kg, cm, bmi: bmiMetric(kg, cm) }, errors };
  }
  const feet = take('heightFt', input.heightFt);
  const inches = take('heightIn', input.heightIn);
  const lb = take('weightLb', input.weightLb);
  if (feet === null || inches === null || lb === null) return { body: null, errors };
  const totalInches = feet * 12 + inches;
  return { body: { kg: lbToKg(lb), cm: inchesToCm(totalInches), bmi: bmiUs(lb, totalInches) }, errors };
}

export function isFormulaSex(value: string): value is FormulaSex {
  return value === 'male' || value === 'female';
}

export function isActivityLevel(value: string): value is ActivityLevel {
  return activityLevels.some((a) => a.id === value);
}
