import type { NewsletterClientConfig } from '@/features/newsletter/config';
import { log } from '@/lib/client-log';
import type { ResponseDriver } from '../api-schema';
import { driverLists } from '../components/newsletter-config';
import { missingHeaderListsMessage } from './rules';

export interface HeaderNewsletter {
  /** The config the sign-up form submits with: the driver's lists and campaign name when it has a driver. */
  config: NewsletterClientConfig;
  title: string;
  description: string;
  /** The driver's newsletterSource, recorded with the sign-up. */
  source?: string;
}

const loggedMissing = new Set<string>();

/**
 * The header's Subscribe popup with the headerNewsletter driver: the driver's headline and
 * bodyCopy, its lists, source and campaign name. A driver without lists (of this site) is logged
 * once ("Missing headerNewsletter lists", spec article blocks 8) and signs up to the site's own
 * lists. Without a driver the popup is the site's own.
 */
export function headerNewsletter(config: NewsletterClientConfig, driver: ResponseDriver | null): HeaderNewsletter {
  if (!driver) return { config, title: config.title, description: config.description };
  let lists = driverLists(driver, config.site);
  if (!lists.length) {
    if (!loggedMissing.has(driver._uuid)) {
      loggedMissing.add(driver._uuid);
      log('error', missingHeaderListsMessage, { campaign: driver._uuid, placement: 'headerNewsletter' });
    }
    lists = [...config.lists];
  }
  return {
    config: { ...config, lists, campaignName: driver.campaignName },
    title: driver.headline || config.title,
    description: driver.bodyCopy || config.description,
    source: driver.newsletterSource,
  };
}

/** Tests only. */
export function resetHeaderNewsletterLog(): void {
  loggedMissing.clear();
}
