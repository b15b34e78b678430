import 'server-only';
import { currentRegion } from '@/lib/region.server';

/** Spec savings 1 and 6: the drug savings tool and its data are only for visitors whose country is US. */
export async function savingsAvailableHere(): Promise<boolean> {
  return (await currentRegion()).country === 'US';
}
