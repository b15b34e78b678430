import { env } from '@/lib/env';

/** The one statement that the site is a demonstration: in the ribbon on every page and in the footer. */
export const demoNoticeText = 'Demonstration site: the people, products and prices are fictional.';
/** The ribbon's wording below 600px, where the full sentence would wrap to a second line. */
export const demoNoticeShortText = 'Demo site: people and products are fictional.';
/** The page that explains the site, how it is paid for and how its content is reviewed. */
export const aboutPath = '/about';

/** DEMO_NOTICE (default on): a deployment with real content turns the notice off. The same for every reader, so pages stay cacheable. */
export function demoNoticeEnabled(): boolean {
  return env().DEMO_NOTICE === 'on';
}
