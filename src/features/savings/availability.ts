import type { RegionClass } from '@/lib/page-key';

/** Spec savings 1 and 6: the drug savings tool and its data are only for visitors whose country is US (the us region class). */
export function savingsAvailableIn(region: RegionClass): boolean {
  return region === 'us';
}
