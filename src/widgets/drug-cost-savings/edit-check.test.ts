import { describe, expect, it } from 'vitest';
import { checkUpdate, isFilled, selectionChanged, type EditValues } from './edit-check';

describe('edit panel update check', () => {
  const values: EditValues = { zip: '47201', insured: false, manufacturer: 'Lipitor', form: 'tablet', dosage: '40mg', quantityDisplay: '30 tablets' };

  it('accepts a non-empty value, a number or a boolean', () => {
    expect(isFilled('x')).toBe(true);
    expect(isFilled(0)).toBe(true);
    expect(isFilled(false)).toBe(true);
    expect(isFilled('  ')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(Number.NaN)).toBe(false);
  });

  it('flags every empty field of the article panel and refuses the update', () => {
    expect(checkUpdate(values, 'article')).toEqual({ ok: true, missing: [], zipInvalid: false });
    expect(checkUpdate({ ...values, zip: '', insured: null, dosage: '' }, 'article')).toEqual({ ok: false, missing: ['zip', 'insured', 'dosage'], zipInvalid: false });
    expect(checkUpdate({ ...values, quantityDisplay: '' }, 'article').missing).toEqual(['quantityDisplay']);
  });

  it('checks the template panel without insured', () => {
    expect(checkUpdate({ ...values, insured: null }, 'template').ok).toBe(true);
    expect(checkUpdate({ ...values, manufacturer: '', form: '' }, 'template').missing).toEqual(['manufacturer', 'form']);
  });

  it('refuses a zip shorter than 5 digits', () => {
    expect(checkUpdate({ ...values, zip: '472' }, 'article')).toEqual({ ok: false, missing: [], zipInvalid: true });
  });

  it('knows whether the template selection changed', () => {
    expect(selectionChanged({ ...values }, values)).toBe(false);
    expect(selectionChanged({ ...values, quantityDisplay: '90 tablets' }, values)).toBe(true);
    expect(selectionChanged({ ...values, zip: '10001' }, values)).toBe(true);
  });
});
