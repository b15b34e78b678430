import { describe, expect, it } from 'vitest';
import { sampleInitial, sampleManufacturers } from './test-loaded';
import type { EditValues } from './edit-check';
import { changeDraft, resolveSelection, selectedDosageFor } from './selection';

const dosage = sampleInitial().selectedDosage;

describe('fallbacks', () => {
  it('falls back to the first form, dosage and quantity valid for the chosen manufacturer', () => {
    const resolved = resolveSelection(sampleManufacturers, { manufacturer: 'Lipitor', form: 'capsule', dosage: '10mg', quantityDisplay: '90 tablets' })!;
    expect([resolved.manufacturer.name, resolved.form.form, resolved.dosage.dosage, resolved.quantity.display]).toEqual(['Lipitor', 'tablet', '40mg', '30 tablets']);
    const kept = resolveSelection(sampleManufacturers, { manufacturer: 'Lipitor', form: 'chewable tablet', dosage: '10mg', quantityDisplay: '60 chewable tablets' })!;
    expect(kept.dosage.formulationId).toBe('lipitor-chewable-10mg');
  });

  it('falls back to the first manufacturer, and gives nothing when a level has no options', () => {
    expect(resolveSelection(sampleManufacturers, { manufacturer: 'Unknown', form: '', dosage: '', quantityDisplay: '' })!.dosage.formulationId).toBe('atorvastatin-tablet-10mg');
    expect(resolveSelection([{ ...sampleManufacturers[0]!, options: [] }], { manufacturer: '', form: '', dosage: '', quantityDisplay: '' })).toBeNull();
  });

  it('moves a draft to valid choices when the manufacturer changes', () => {
    const draft: EditValues = { zip: '47201', insured: false, manufacturer: 'Atorvastatin (generic)', form: 'tablet', dosage: '20mg', quantityDisplay: '90 tablets' };
    expect(changeDraft(sampleManufacturers, draft, 'manufacturer', 'Lipitor')).toEqual({ ...draft, manufacturer: 'Lipitor', form: 'tablet', dosage: '40mg', quantityDisplay: '30 tablets' });
    expect(changeDraft(sampleManufacturers, draft, 'dosage', '10mg')).toEqual({ ...draft, dosage: '10mg' });
  });

  it('builds the selected dosage, keeping the list price only for the same formulation', () => {
    const same = selectedDosageFor(resolveSelection(sampleManufacturers, { manufacturer: 'Atorvastatin (generic)', form: 'tablet', dosage: '10mg', quantityDisplay: '90 tablets' })!, dosage);
    expect(same).toMatchObject({ formulationId: 'atorvastatin-tablet-10mg', quantityValue: 90, quantityDisplay: '90 tablets', drugMSRP: 1.2 });
    const other = selectedDosageFor(resolveSelection(sampleManufacturers, { manufacturer: 'Lipitor', form: 'tablet', dosage: '40mg', quantityDisplay: '30 tablets' })!, dosage);
    expect(other).toEqual({
      quantityDisplay: '30 tablets',
      quantityValue: 30,
      formulationId: 'lipitor-tablet-40mg',
      form: 'tablet',
      dosage: '40mg',
      drugSlug: 'lipitor',
      drugMSRP: null,
      ndc: '00071015723',
      drugId: 102,
      drugName: 'Atorvastatin',
    });
  });
});
