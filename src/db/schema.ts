import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 and documents as JSON text so both engines run identical queries. */
export interface ArticlesTable {
  id: Generated<number>;
  site: string;
  canonical_path: string;
  page_template: string;
  title: string;
  is_article: number;
  published_at: string;
  updated_at: string;
  document: string;
  stored_at: string;
}

export interface ArticleCategoriesTable {
  site: string;
  canonical_path: string;
  category_slug: string;
}

export interface CategoriesTable {
  site: string;
  slug: string;
  canonical_path: string;
  title: string;
  parent_slug: string | null;
  position: number;
  document: string;
  stored_at: string;
}

export interface NavigationTable {
  site: string;
  document: string;
  stored_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  event_name: string;
  site: string;
  page_path: string;
  element_type: string | null;
  location: string | null;
  name: string | null;
  position: number | null;
  text: string | null;
  action_outcome: string | null;
  brand: string | null;
  product_id: string | null;
  variant: string | null;
  link_url: string | null;
  category: string | null;
  format_type: string | null;
  correlation_id: string | null;
  /** Identify events: JSON { emailHash, userId }; never a raw email. */
  traits: string | null;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  /** Random id used in signed links, so no email or row number appears in a URL. */
  public_id: string;
  site: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** JSON array of list ids. */
  lists: string;
  source: string | null;
  /** JSON object of date fields as YYYY-MM-DD. */
  profile_data: string;
  newsletter_consent: 'YV1' | 'NV1';
  explicit_consent: 'YV1' | 'NV1';
  path: string;
  /** JSON: identifiers (K1, source, categories, tags, correlationId) and form query fields. */
  identifiers: string;
  status: 'pending' | 'active' | 'unsubscribed';
  session_id: string;
  /** Set when a confirmation mail goes out; cleared when used, so a confirm link works once. */
  confirm_nonce: string | null;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of the extra headers (List-Unsubscribe and the rest). */
  headers: string;
  /** The full RFC 5322 message as nodemailer built it. */
  raw: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  /** Unix seconds at the start of the current fixed window. */
  window_start: number;
  count: number;
}

export interface BotCheckReplaysTable {
  key: string;
  /** Unix seconds after which the solved challenge would be refused anyway. */
  expires_at: number;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface MetricsTable {
  id: Generated<number>;
  type: 'increment' | 'histogram';
  name: string;
  /** JSON object. */
  tags: string;
  /** JSON array. */
  flags: string;
  duration: number | null;
  site: string;
  path: string | null;
  route: string | null;
  page_template: string | null;
  formfactor: string | null;
  build: string | null;
  ab_segment: string | null;
  created_at: string;
}

/** One saved consent choice (append-only); data is the validated PATCH /api/consent body as JSON. */
export interface ConsentRecordsTable {
  id: Generated<number>;
  consent_id: string;
  site: string;
  version: number;
  data: string;
  regime: string;
  gpc: number;
  created_at: string;
}

/** A satisfaction survey answer; no personal data. */
export interface SurveyResponsesTable {
  id: Generated<number>;
  site: string;
  path: string;
  score: number;
  comment: string | null;
  created_at: string;
}

export interface HouseAdsTable {
  id: Generated<number>;
  site: string;
  /** An AdSizeName from src/features/ads/sizes.ts. */
  size: string;
  width: number;
  height: number;
  headline: string;
  alt: string;
  /** Where the creative leads: a path on the same site. */
  href: string;
  /** SVG text (served by our creative route), or a path to an image. */
  image: string;
  weight: number;
  /** 1 or 0. */
  active: number;
  created_at: string;
}

/**
 * Not listed here: the search index tables of migration 002 (SQLite FTS5 search_fts and
 * search_titles, PostgreSQL search_documents). They differ per engine and only
 * src/features/search/server queries them, with raw SQL.
 */
export interface Database {
  articles: ArticlesTable;
  article_categories: ArticleCategoriesTable;
  categories: CategoriesTable;
  navigation: NavigationTable;
  events: EventsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  bot_check_replays: BotCheckReplaysTable;
  app_secrets: AppSecretsTable;
  metrics: MetricsTable;
  consent_records: ConsentRecordsTable;
  survey_responses: SurveyResponsesTable;
  house_ads: HouseAdsTable;
}
