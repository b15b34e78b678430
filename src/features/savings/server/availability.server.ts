import 'server-only';
import { currentRegion } from '@/lib/region.server';

export { savingsAvailableIn } from '../availability';

/** The rule of savingsAvailableIn for the current request (route handlers). */
export async function savingsAvailableHere(): Promise<boolean> {
  return (await currentRegion()).country === 'US';
}
