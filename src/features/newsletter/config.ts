import type { DatePickerConfig, SiteId } from '@/sites';

/** What a sign-up form needs from the server: nothing secret. */
export interface NewsletterClientConfig {
  site: SiteId;
  isEEA: boolean;
  lists: readonly string[];
  title: string;
  description: string;
  datePickers: readonly DatePickerConfig[];
  botCheck: { kind: 'altcha' | 'recaptcha'; siteKey?: string };
  /** A newsletter driver's campaignName, sent with the sign-up as query.campaignName (set in the browser, never by the server). */
  campaignName?: string;
}
