import { zipHasError } from './zip';

/** The edit panel's fields (spec 4.1 and 5). insured is null only when nothing was chosen. */
export interface EditValues {
  zip: string;
  insured: boolean | null;
  manufacturer: string;
  form: string;
  dosage: string;
  quantityDisplay: string;
}
export type EditField = keyof EditValues;

/** Spec 5: the fields each variant's update checks. */
export const updateFields = {
  article: ['zip', 'insured', 'manufacturer', 'form', 'dosage', 'quantityDisplay'],
  template: ['zip', 'manufacturer', 'form', 'dosage', 'quantityDisplay'],
} as const satisfies Record<string, readonly EditField[]>;
export type EditVariant = keyof typeof updateFields;

/** Spec 5: a non-empty value, a number or a boolean. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.trim().length > 0;
  return false;
}

export interface UpdateCheck {
  ok: boolean;
  /** Empty fields, flagged. */
  missing: EditField[];
  /** A zip of 1 to 4 digits (an empty one is in missing). */
  zipInvalid: boolean;
}

/** Spec 5: every checked field must be filled, or the empty ones are flagged and the update does not happen. */
export function checkUpdate(values: EditValues, variant: EditVariant): UpdateCheck {
  const missing = updateFields[variant].filter((field) => !isFilled(values[field]));
  const zipInvalid = isFilled(values.zip) && zipHasError(values.zip);
  return { ok: missing.length === 0 && !zipInvalid, missing, zipInvalid };
}

/** Spec 4.1: the template panel's update is disabled until a selection has changed. */
export function selectionChanged(draft: EditValues, current: EditValues): boolean {
  return (Object.keys(current) as EditField[]).some((field) => draft[field] !== current[field]);
}
