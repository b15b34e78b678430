import type { EventPayload } from '@/features/analytics/schema';
import { hasVisibleContent } from '@/content/sanitize';
import type { TreatmentCardData } from './schema';

/**
 * Spec (article blocks 4 and 9): the summary toggle shows only for content taller than 172px;
 * collapsed it is 155px high (the spec's "150 or 155px": 150 goes with the 154px review text).
 */
export const treatmentSummary = { threshold: 172, collapsedHeight: 155 } as const;

/** Spec (article blocks 9): treatment recommendations grid, 2 columns (1 on narrow screens). */
export const recommendationColumns = 2;

export const treatmentLocation = 'treatment-card';
export const accordionTitles = { products: 'Recommended products', specialist: 'Find a specialist' } as const;
export const defaultSpecialistCtaText = 'Find a specialist';

/** Spec (article blocks 4): the specialist section shows only when both its text and its url exist. */
export function showsSpecialist(data: Pick<TreatmentCardData, 'specialistDescription' | 'specialistCtaUrl'>): boolean {
  return Boolean(data.specialistCtaUrl) && hasVisibleContent(data.specialistDescription ?? '');
}

export interface ViewEvent {
  eventName: 'Product Viewed' | 'Element Viewed';
  payload: EventPayload;
}

/**
 * Spec (article blocks 4): opening an accordion sends a click event (the page's TrackingListener
 * does) and a view event for what it shows: Product Viewed for each recommended product, or
 * Element Viewed for the specialist section.
 */
export function accordionViewEvents(section: keyof typeof accordionTitles, data: TreatmentCardData, position: number): ViewEvent[] {
  const category = data.name.slice(0, 120);
  if (section === 'products')
    return data.recommendedProducts.map((product, index) => ({
      eventName: 'Product Viewed',
      payload: {
        elementType: treatmentLocation,
        location: treatmentLocation,
        name: product.name,
        brand: product.brand,
        productId: product.variantId,
        variant: product.variantId,
        position: index + 1,
        category,
      },
    }));
  return [
    {
      eventName: 'Element Viewed',
      payload: {
        elementType: treatmentLocation,
        location: treatmentLocation,
        name: data.name,
        text: data.specialistCtaText || defaultSpecialistCtaText,
        position,
        category,
      },
    },
  ];
}
