import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { drugFamilyInfo, drugInfoReview } from './drug-info';

describe('drug information for the template pages', () => {
  it('says what every family in the catalogue is for', () => {
    for (const { family } of catalogue) expect(drugFamilyInfo[family]?.uses, family).toMatch(/^It .{20,}\.$/);
  });

  it('names its reviewer and review date', () => {
    expect(drugInfoReview.reviewer.name).toBeTruthy();
    expect(drugInfoReview.reviewer.credentials).toBeTruthy();
    expect(drugInfoReview.dateReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('every brand with pharmacy prices has a generic in its family (the template page links to it)', () => {
    for (const { family, drugs } of catalogue) {
      if (!drugs.some((d) => d.type === 'brand' && d.retail !== false)) continue;
      expect(drugs.filter((d) => d.type === 'other').length, family).toBeGreaterThan(0);
    }
    const lipitor = catalogue.find((f) => f.family === 'atorvastatin')!;
    expect(lipitor.drugs.map((d) => [d.name, d.type])).toEqual([
      ['Lipitor', 'brand'],
      ['Atorvastatin', 'other'],
    ]);
  });
});
