import 'server-only';
import type { RegionClass } from '@/lib/page-key';
import { currentRegion } from '@/lib/region.server';

/** Spec savings 1 and 6: the drug savings tool and its data are only for visitors whose country is US (the us region class). */
export function savingsAvailableIn(region: RegionClass): boolean {
  return region === 'us';
}

/** The same rule for the current request (route handlers). */
export async function savingsAvailableHere(): Promise<boolean> {
  return (await currentRegion()).country === 'US';
}
