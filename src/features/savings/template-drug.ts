import type { DrugInfoReview } from './data/drug-info';

export interface RelatedDrug {
  name: string;
  drugSlug: string;
}

export interface TemplateDrug {
  name: string;
  drugSlug: string;
  /** Pharmacies price it: the template widget; otherwise the copay-only widget. */
  retail: boolean;
  drugType: 'brand' | 'other';
  /** What the medicine is for (src/features/savings/data/drug-info.ts); null when we have not written it. */
  uses: string | null;
  /** A brand's generic in the same family: the same active ingredient, often far cheaper. */
  generic: RelatedDrug | null;
  /** A generic's brand names. */
  brands: RelatedDrug[];
  review: DrugInfoReview;
}
