import type { z } from 'zod';
import type { manualDriverPlacementSchema } from './schema';

type Fixture = z.input<typeof manualDriverPlacementSchema>;

/**
 * The driver comes from the drivers call in the browser, so every fixture shows the same
 * placement: empty (and marked so) unless a campaign for manualPlacement1 matches the page.
 */
export const fixtures = {
  default: { widgetFormat: 'manual-driver-placement' },
  labelled: { widgetFormat: 'manual-driver-placement', label: 'Sign up for our newsletter' },
  /** Edge case: the placement written out; it can only be manualPlacement1. */
  explicitPlacement: { widgetFormat: 'manual-driver-placement', placement: 'manualPlacement1' },
} satisfies Record<string, Fixture>;
