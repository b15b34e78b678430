import type { DosageOption, FormOption, ManufacturerOption, QuantityOption, SelectedDosage } from '@/features/savings/schema';
import type { EditField, EditValues } from './edit-check';

export interface ResolvedSelection {
  manufacturer: ManufacturerOption;
  form: FormOption;
  dosage: DosageOption;
  quantity: QuantityOption;
}

/**
 * Spec 4.1: form, dosage and quantity fall back to the first available option when the current one
 * is invalid for the chosen manufacturer (an unknown manufacturer falls back to the first one too).
 * Null when a level has no options at all.
 */
export function resolveSelection(manufacturers: readonly ManufacturerOption[], wanted: Omit<EditValues, 'zip' | 'insured'>): ResolvedSelection | null {
  const manufacturer = manufacturers.find((m) => m.name === wanted.manufacturer) ?? manufacturers[0];
  const form = manufacturer?.options.find((f) => f.form === wanted.form) ?? manufacturer?.options[0];
  const dosage = form?.dossages.find((d) => d.dosage === wanted.dosage) ?? form?.dossages[0];
  const quantity = dosage?.commonQuantities.find((q) => q.display === wanted.quantityDisplay) ?? dosage?.commonQuantities[0];
  if (!manufacturer || !form || !dosage || !quantity) return null;
  return { manufacturer, form, dosage, quantity };
}

/** A draft after the reader changes one select: the later selects fall back to valid options. */
export function changeDraft(manufacturers: readonly ManufacturerOption[], draft: EditValues, field: Exclude<EditField, 'zip' | 'insured'>, value: string): EditValues {
  const next = { ...draft, [field]: value };
  const resolved = resolveSelection(manufacturers, next);
  if (!resolved) return next;
  return { ...next, manufacturer: resolved.manufacturer.name, form: resolved.form.form, dosage: resolved.dosage.dosage, quantityDisplay: resolved.quantity.display };
}

/** The widget's selected dosage for a resolved selection; the list price carries over only for the same formulation. */
export function selectedDosageFor(resolved: ResolvedSelection, previous: SelectedDosage): SelectedDosage {
  const sameFormulation = resolved.dosage.formulationId === previous.formulationId;
  return {
    quantityDisplay: resolved.quantity.display,
    quantityValue: resolved.quantity.value,
    formulationId: resolved.dosage.formulationId,
    form: resolved.form.form,
    dosage: resolved.dosage.dosage,
    drugSlug: resolved.manufacturer.drugSlug,
    drugMSRP: sameFormulation ? previous.drugMSRP : null,
    ndc: resolved.dosage.ndc,
    drugId: resolved.manufacturer.drugId,
    drugName: previous.drugName,
  };
}
