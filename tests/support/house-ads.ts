import { houseSizeNames } from '@/features/ads/server/demo-creatives';

/**
 * A stand-in for `@/features/ads/server/inventory.server` in unit tests: the house inventory has a
 * creative of every fixed size, whatever a local database holds (a fresh clone has none until
 * `content seed`). `sizes` may narrow it for one test; null keeps every size.
 *
 *   vi.mock('@/features/ads/server/inventory.server', async () => (await import('@tests/support/house-ads')).houseInventory());
 */
export function houseInventory(sizes: () => Set<string> | null = () => null) {
  return { expectedAdSizes: async () => sizes() ?? new Set(houseSizeNames) };
}
