import { healthline } from './healthline';
import { psy } from './psy';
import type { SiteDefinition } from './types';

export type { CrisisResources, InterestOption, LinkedText, NewsletterList, DatePickerConfig, SiteColors, SiteNewsletter, SocialNetwork } from './types';
export { SOCIAL_NETWORKS } from './types';

const table = { healthline, psy };

export type SiteId = keyof typeof table;

/** A site's entry in the site table. */
export type SiteConfig = SiteDefinition<SiteId>;

/** The site table: one entry per site this codebase serves, each in a file of its own (docs/architecture.md, adding a site). */
export const SITES: Readonly<Record<SiteId, SiteConfig>> = table;

/** Every site id, in table order (the first is the default site). */
export const SITE_IDS = Object.keys(SITES) as [SiteId, ...SiteId[]];

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && Object.hasOwn(SITES, value);
}

