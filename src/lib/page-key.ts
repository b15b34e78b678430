import type { PrivacyRegime } from './region';
import { isSiteId, type SiteId } from '@/sites';

/**
 * A page is rendered once per (site, region class, path). proxy.ts picks the site from the host
 * and the region class from the country header, and rewrites /path to /{site}/{region}/path, so
 * pages read both from their route params and nothing from the request (decision 004).
 */
export type RegionClass = PrivacyRegime;

export const REGION_CLASSES: readonly RegionClass[] = ['us', 'gdpr', 'other'];

export interface PageKey {
  site: SiteId;
  region: RegionClass;
}

export function isRegionClass(value: unknown): value is RegionClass {
  return typeof value === 'string' && (REGION_CLASSES as readonly string[]).includes(value);
}

/** The route params of the internal segments, checked; null for anything proxy.ts never writes. */
export function pageKeyFrom(params: { site?: unknown; region?: unknown }): PageKey | null {
  return isSiteId(params.site) && isRegionClass(params.region) ? { site: params.site, region: params.region } : null;
}
