import type { SiteId } from '@/lib/env';
import type { DatePickerConfig } from './lists';

/** What a sign-up form needs from the server: nothing secret. */
export interface NewsletterClientConfig {
  site: SiteId;
  isEEA: boolean;
  lists: string[];
  title: string;
  description: string;
  datePickers: DatePickerConfig[];
  botCheck: { kind: 'altcha' | 'recaptcha'; siteKey?: string };
  /** A newsletter driver's campaignName, sent with the sign-up as query.campaignName (set in the browser, never by the server). */
  campaignName?: string;
}
