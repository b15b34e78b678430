import type { ColumnType, Generated } from 'kysely';

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

/** Author records (migration 018): the document as JSON text. */
export interface AuthorsTable {
  site: string;
  id: string;
  name: string;
  document: string;
  stored_at: string;
}

/** The author records each stored article names (envelope and widgets). */
export interface ArticleAuthorsTable {
  site: string;
  canonical_path: string;
  author_id: string;
}

/** Content series (migration 021): the document as JSON text. */
export interface SeriesTable {
  site: string;
  id: string;
  title: string;
  document: string;
  stored_at: string;
}

/** The content series each stored article shows (envelope isContentSeries and contentSeries), at most one. */
export interface ArticleSeriesTable {
  site: string;
  canonical_path: string;
  series_id: string;
}

export interface NavigationTable {
  site: string;
  document: string;
  stored_at: string;
  /** The branding panel's schedule as UTC ISO instants (null: no bound, or no panel). */
  panel_start_at: string | null;
  panel_end_at: string | null;
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
  /** The sender's anonymous id (only sent with performance consent), for the reader's audiences (migration 013). */
  anonymous_id: string | null;
  /** The driver card view the event belongs to (payload viewCorrelationId; migration 022). */
  view_correlation_id: string | null;
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

/** A message's place in the delivery queue (src/features/delivery): waiting, leased by a sender, delivered, or given up. */
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** The delivery-queue columns of mail_outbox and sms_outbox (migration 014). */
export interface DeliveryColumns {
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** When a pending message is next tried (ISO). */
  next_attempt_at: string | null;
  /** A sending message's lease: another sender may take it over after this time (ISO). */
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
}

export interface MailOutboxTable extends DeliveryColumns {
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

/** rate-limiter-flexible's SQL layout (migration 009); written only by its stores (src/features/rate-limit). */
/** Marketing campaign documents (migration 012). */
export interface CampaignsTable {
  uuid: string;
  site: string;
  campaign_name: string;
  placement: string;
  status: 'active' | 'paused';
  priority: number;
  start_at: string | null;
  end_at: string | null;
  document: string;
  stored_at: string;
}

export interface ContentChangesTable {
  id: Generated<number>;
  site: string;
  /** JSON array of the cache tags the change expires (src/content/cache-tags.ts). */
  tags: string;
  /** Unix milliseconds of the change; PostgreSQL's bigint reads as a string. */
  changed_at: ColumnType<number | string, number, number>;
}

export interface RateLimitsTable {
  /** The limit's name, a colon, then the caller's key (an IP, or a hash of an address). */
  key: string;
  /** Points consumed in the key's current window. */
  points: Generated<number>;
  /** Unix milliseconds when the window ends; PostgreSQL's bigint reads as a string. */
  expire: ColumnType<number | string | null, number | null, number | null>;
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

/** A "Was this helpful?" vote in force (migration 020, src/features/feedback); none is no row. */
export interface FeedbackVotesTable {
  /** Random UUID; a reader without an anonymous id changes their vote through it. */
  id: string;
  site: string;
  path: string;
  /** HMAC of site, path and the reader's signed anonymous id; null without one. */
  reader_key: string | null;
  vote: 'helpful' | 'not-helpful';
  /** Plain text after Not Helpful, sanitised, at most 500 characters. */
  reason: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Per UTC day and site, the counts the operator dashboard shows, rolled up from events and metrics
 * before the raw rows are purged (migration 011, src/features/retention). metric: 'Page Viewed'
 * (key: page path), 'Scroll Depth' (key: position), 'adblock' (key: outcome type) or a Web Vital
 * name (key: the whole value, rounded up).
 */
export interface AnalyticsDailyTable {
  day: string;
  site: string;
  metric: string;
  key: string;
  count: number;
}

/**
 * Per UTC day, site, campaign (_uuid) and A/B variant, what /ops/campaigns counts, rolled up from
 * driver events before the retention job purges them (migration 022, src/features/retention).
 */
export interface CampaignDailyTable {
  day: string;
  site: string;
  campaign: string;
  variant: string;
  views: number;
  clicks: number;
  signups: number;
  downloads: number;
  quiz_completions: number;
}

/**
 * A campaign that ended or was taken off the site, with its final figures per variant (JSON,
 * src/content/campaigns/archive.server.ts) and its last document (migration 022).
 */
export interface CampaignArchiveTable {
  uuid: string;
  site: string;
  campaign_name: string;
  placement: string;
  driver_type: string | null;
  reason: 'ended' | 'removed';
  ended_at: string;
  archived_at: string;
  document: string;
  figures: string;
}

/** The purge job's lease row: instances on one database take it in turn (migration 011). */
export interface RetentionRunsTable {
  name: string;
  started_at: string | null;
  finished_at: string | null;
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
  /** The promotion the creative draws, shared by its sizes: a page view shows each promotion at most once. */
  promo: Generated<string>;
  /** Its schedule as UTC ISO instants (null: no bound): picked only from start_at until just before end_at. */
  start_at: string | null;
  end_at: string | null;
}

/** A drug as sold under one name: a brand (Lipitor) or a generic (atorvastatin). Drugs of one family are each other's "manufacturers". */
export interface DrugsTable {
  id: number;
  name: string;
  drug_slug: string;
  /** 'brand' or 'other' (spec: drugType). */
  drug_type: string;
  /** Drugs sharing a family are offered together in the manufacturer choice. */
  family: string;
  /** 1: pharmacies price it (the savings widget); 0: no retail prices (copay-only). */
  retail: number;
}

export interface DrugFormsTable {
  id: number;
  drug_id: number;
  form: string;
  sort: number;
}

export interface DrugDosagesTable {
  formulation_id: string;
  form_id: number;
  dosage: string;
  ndc: string;
  /** JSON array of { display, value }. */
  common_quantities: string;
  sort: number;
}

/** List price (drugMSRP) per unit, by NDC and price type (SWD). */
export interface DrugListPricesTable {
  ndc: string;
  price_type_code: string;
  drug_msrp: number;
}

export interface PharmacyChainsTable {
  id: number;
  name: string;
  /** Path of the logo image, or null for the fallback. */
  logo: string | null;
  /** Logo matching tries chains in this order (Target before CVS). */
  sort: number;
  /** 1 for the independent-pharmacy tier: its locations carry their own names. */
  independent: number;
  pbm_id: string;
}

export interface PharmacyLocationsTable {
  id: number;
  chain_id: number;
  name: string;
  address_line1: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/** Price of one formulation and quantity at every location of a chain. */
export interface PharmacyPricesTable {
  formulation_id: string;
  quantity: number;
  chain_id: number;
  amount: number;
}

/** Spec "Driver (copay)": a brand's copay programme for a drug. */
export interface DrugCopayDriversTable {
  drug_slug: string;
  section_title: string;
  section_description: string;
  copay: number;
  /** The 'only ${price}/mo' figure of the first info card. */
  monthly_price: number;
  cta_url: string;
  /** JSON { type, category, placement, name }. */
  campaign: string;
}

/** An issued discount coupon and what it was issued for. */
export interface DrugCouponsTable {
  id: string;
  bin: string;
  pcn: string;
  grp: string;
  uid: string;
  site: string;
  formulation_id: string;
  drug_id: number;
  drug_name: string;
  drug_slug: string;
  dosage_display: string;
  quantity_display: string;
  ndc: string;
  location_id: string;
  retailer_id: string;
  retailer_name: string;
  low_price_amount: number;
  high_price_amount: number | null;
  price_currency: string;
  pbm_id: string;
  created_at: string;
}

/** Text messages waiting for delivery, and the local copies while no SMS provider is configured. */
export interface SmsOutboxTable extends DeliveryColumns {
  id: Generated<number>;
  to_number: string;
  body: string;
  created_at: string;
}

/**
 * Server and client errors grouped by fingerprint (migration 015, src/features/errors/server/error-reports.server.ts):
 * one row per group; count and last_seen move with each occurrence, the rest is the first one's.
 */
export interface ErrorReportsTable {
  id: Generated<number>;
  /** sha256 (hex) of source, site, name, the normalised message and the normalised top stack frame. */
  fingerprint: string;
  site: string;
  source: 'client' | 'server';
  name: string;
  /** At most 500 characters. */
  message: string;
  /** The route pattern (server) or page path (client), never with a query string. */
  path: string | null;
  /** The first occurrence's stack, at most 4000 characters. */
  sample_stack: string | null;
  build: string | null;
  digest: string | null;
  count: ColumnType<number, number | undefined, number>;
  first_seen: string;
  last_seen: string;
}

/**
 * Not listed here: the search index tables of migration 002 (SQLite FTS5 search_fts and
 * search_titles, PostgreSQL search_documents). They differ per engine and only
 * src/features/search/server queries them, with raw SQL.
 */
/** A member (issue 30, migration 016): its id is the spec's rvoId. Booleans 0/1. */
export interface MembersTable {
  id: string;
  /** A second public id, the spec's hsId. */
  hs_id: string;
  email: string | null;
  email_verified: number;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  marketing_opt_in: number;
  created_at: string;
  updated_at: string;
}

/** How a member signs in: the provider (apple, google) and the provider's subject. */
export interface MemberIdentitiesTable {
  provider: string;
  subject: string;
  member_id: string;
  email: string | null;
  created_at: string;
  last_used_at: string;
}

/** Staff roles (issue 31): writer, medical_reviewer, editor, marketer, operator. */
/** A server-side session; the cookie holds a token whose SHA-256 is id_hash. */
export interface MemberSessionsTable {
  id_hash: string;
  /** Names the session on the account page (for revoking) without revealing the token. */
  public_id: string;
  member_id: string;
  site: string;
  provider: string;
  /** "Firefox on Android": browser and system from the User-Agent, nothing finer. */
  device: string;
  /** The country code the request came from (COUNTRY_HEADER), or "unknown". */
  place: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end; the idle end is last_seen_at plus the idle timeout. */
  expires_at: string;
  /** The identity provider's refresh token, encrypted (AES-256-GCM); null when it gave none. */
  idp_refresh_token: string | null;
  /** When the provider last confirmed the member (the sign-in or a refresh). */
  idp_checked_at: string;
}

/** A sign-in under way: its state, nonce and PKCE verifier, bound to the browser that started it. */
export interface AuthLoginsTable {
  state: string;
  binding_hash: string;
  site: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  correlation_id: string;
  return_url: string | null;
  /** JSON: the daily-dose redirect data (lessonId, unitId, transitId), or null. */
  daily_dose: string | null;
  /** Apple's one-time `user` form field (the member's name, first sign-in only), kept here rather than put in a URL. */
  apple_user: string | null;
  created_at: string;
  expires_at: string;
}

/** A member's site flag, e.g. has_seen_onboarding_panel accepted/skipped. */
export interface MemberFlagsTable {
  member_id: string;
  site: string;
  label: string;
  status: string;
  updated_at: string;
}

/** A member's interests on one site; the id lists are JSON arrays. */
export interface MemberInterestsTable {
  member_id: string;
  site: string;
  topic_ids: string;
  subtopic_ids: string;
  jtbd_ids: string;
  source: string;
  updated_at: string;
}

export interface SavedArticlesTable {
  member_id: string;
  site: string;
  path: string;
  saved_at: string;
}

export interface FollowedTopicsTable {
  member_id: string;
  site: string;
  topic_id: string;
  /** 1: the topic's new articles go into the member's newsletter digest. */
  digest: number;
  followed_at: string;
}

/** When a member's weekly digest of followed topics last went out, per site (the claim that sends it once). */
export interface TopicDigestsTable {
  member_id: string;
  site: string;
  sent_at: string;
}

/** The consent ids of the browsers a member signed in with, to show their consent records. */
export interface MemberConsentIdsTable {
  member_id: string;
  consent_id: string;
  linked_at: string;
}

/** A person of the organisation (decision 017), keyed by the email the staff identity provider vouches for. */
export interface StaffTable {
  email: string;
  name: string;
  /** Shown after the name where the person is a medical reviewer ("MD"). */
  credentials: string | null;
  created_at: string;
  updated_at: string;
}

/** A staff role (writer, medical_reviewer, editor, marketer, operator, admin), when and by whom granted. */
export interface StaffRolesTable {
  email: string;
  role: string;
  granted_at: string;
  granted_by: string | null;
}

/** An editable document and its lifecycle (src/publishing/lifecycle). */
export interface NewsroomDocumentsTable {
  id: string;
  site: string;
  document_type: string;
  doc_key: string;
  live_key: string | null;
  title: string;
  status: string;
  category: string | null;
  author_email: string | null;
  reviewer_email: string | null;
  head_revision: number;
  live_revision: number | null;
  approved_revision: number | null;
  approved_by: string | null;
  approved_at: string | null;
  publish_at: string | null;
  unpublish_at: string | null;
  next_review_due: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One saved version of a document, whole. */
export interface DocumentRevisionsTable {
  document_id: string;
  number: number;
  document: string;
  kind: string;
  author_email: string | null;
  author_label: string;
  created_at: string;
}

export interface ReviewCommentsTable {
  id: Generated<number>;
  document_id: string;
  revision: number;
  block: string | null;
  kind: string;
  body: string;
  author_email: string;
  author_label: string;
  created_at: string;
  resolved_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_email: string | null;
  actor_label: string;
  action: string;
  site: string | null;
  document_id: string | null;
  summary: string;
  /** JSON, or null. */
  detail: string | null;
}

export interface PreviewLinksTable {
  token_hash: string;
  document_id: string;
  created_by: string;
  created_at: string;
  expires_at: string;
}

export interface MediaTable {
  id: string;
  file_name: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  sha256: string;
  alt: string;
  caption: string | null;
  credit: string | null;
  focal_x: number;
  focal_y: number;
  /** JSON: [{ key, width, format, bytes }], the original first. */
  variants: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** A path that moved: its document's canonicalPath changed, and readers of the old one are sent on (301). */
export interface RedirectsTable {
  site: string;
  from_path: string;
  to_path: string;
  created_at: string;
}

export interface Database {
  articles: ArticlesTable;
  article_categories: ArticleCategoriesTable;
  categories: CategoriesTable;
  navigation: NavigationTable;
  authors: AuthorsTable;
  article_authors: ArticleAuthorsTable;
  series: SeriesTable;
  article_series: ArticleSeriesTable;
  events: EventsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  content_changes: ContentChangesTable;
  campaigns: CampaignsTable;
  bot_check_replays: BotCheckReplaysTable;
  app_secrets: AppSecretsTable;
  metrics: MetricsTable;
  consent_records: ConsentRecordsTable;
  survey_responses: SurveyResponsesTable;
  feedback_votes: FeedbackVotesTable;
  analytics_daily: AnalyticsDailyTable;
  campaign_daily: CampaignDailyTable;
  campaign_archive: CampaignArchiveTable;
  retention_runs: RetentionRunsTable;
  house_ads: HouseAdsTable;
  drugs: DrugsTable;
  drug_forms: DrugFormsTable;
  drug_dosages: DrugDosagesTable;
  drug_list_prices: DrugListPricesTable;
  pharmacy_chains: PharmacyChainsTable;
  pharmacy_locations: PharmacyLocationsTable;
  pharmacy_prices: PharmacyPricesTable;
  drug_copay_drivers: DrugCopayDriversTable;
  drug_coupons: DrugCouponsTable;
  sms_outbox: SmsOutboxTable;
  error_reports: ErrorReportsTable;
  members: MembersTable;
  member_identities: MemberIdentitiesTable;
  member_sessions: MemberSessionsTable;
  auth_logins: AuthLoginsTable;
  member_flags: MemberFlagsTable;
  member_interests: MemberInterestsTable;
  saved_articles: SavedArticlesTable;
  followed_topics: FollowedTopicsTable;
  member_consent_ids: MemberConsentIdsTable;
  topic_digests: TopicDigestsTable;
  staff: StaffTable;
  staff_roles: StaffRolesTable;
  newsroom_documents: NewsroomDocumentsTable;
  document_revisions: DocumentRevisionsTable;
  review_comments: ReviewCommentsTable;
  audit_log: AuditLogTable;
  preview_links: PreviewLinksTable;
  media: MediaTable;
  redirects: RedirectsTable;
}
