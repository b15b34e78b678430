import type { NewsletterClientConfig } from '@/features/newsletter/config';
import { isListOfSite } from '@/features/newsletter/lists';
import { log } from '@/lib/client-log';
import type { ResponseDriver } from '../api-schema';
import type { ReaderPlacement } from '@/content/campaigns/schema';

/** The lists a newsletter driver signs up to: its newsletterLists, else its lists; ids that are not the site's are ignored. */
export function driverLists(driver: ResponseDriver, site: NewsletterClientConfig['site']): string[] {
  const wanted = driver.newsletterLists?.length ? driver.newsletterLists : (driver.lists ?? []);
  return [...new Set(wanted.filter((id) => isListOfSite(site, id)))];
}

/** Spec article blocks 8: 'logged "Missing headerNewsletter lists" or "Missing wBw2ndPagePopup lists"'. */
export function missingListsMessage(placement: ReaderPlacement): string {
  return `Missing ${placement === '2ndPagePopup' ? 'wBw2ndPagePopup' : placement} lists`;
}

const logged = new Set<string>();

/** Logs a sign-up driver without lists of the site, once per campaign and placement. */
export function logMissingLists(driver: ResponseDriver, placement: ReaderPlacement): void {
  const key = `${driver._uuid}:${placement}`;
  if (logged.has(key)) return;
  logged.add(key);
  log('error', missingListsMessage(placement), { campaign: driver._uuid, placement });
}

let configRequest: Promise<NewsletterClientConfig> | null = null;

/** The sign-up settings for this reader (GET /api/newsletter/config), asked once per page. */
export function newsletterConfig(): Promise<NewsletterClientConfig> {
  configRequest ??= fetch('/api/newsletter/config', { credentials: 'omit', cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<NewsletterClientConfig>) : Promise.reject(new Error(`newsletter config ${r.status}`))))
    .catch((error: unknown) => {
      configRequest = null;
      throw error;
    });
  return configRequest;
}

/** Tests only. */
export function resetNewsletterConfig(): void {
  configRequest = null;
  logged.clear();
}
