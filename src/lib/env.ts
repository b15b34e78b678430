import { z } from 'zod';
import { SITE_IDS as siteIds, type SiteId } from '@/sites';

/** Parses "host=site,host=site"; a malformed entry is a configuration error, reported at start-up. */
const siteHostMap = z
  .string()
  .default('psy.localhost=psy')
  .transform((raw, ctx) => {
    const map: Record<string, SiteId> = {};
    for (const entry of raw.split(',').map((e) => e.trim()).filter(Boolean)) {
      const [host, site] = entry.split('=').map((p) => p.trim().toLowerCase());
      if (!host || !site || !(siteIds as readonly string[]).includes(site)) {
        ctx.addIssue({ code: 'custom', message: `SITE_HOSTS entry "${entry}" must look like host=${siteIds.join('|')}` });
        return z.NEVER;
      }
      map[host] = site as SiteId;
    }
    return map;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must be empty (SQLite) or start with postgres://'),
  SQLITE_PATH: z.string().min(1).default('./data/wellread.db'),
  /** Shared Redis for several app instances: rate limits count there; empty: one process, limits in memory or the database. */
  REDIS_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^rediss?:\/\//.test(v), 'REDIS_URL must be empty (no Redis) or start with redis:// or rediss://'),
  /** The caching proxy (deploy/nginx) to purge changed pages at: its address, e.g. http://127.0.0.1:8080; empty: no purge. */
  PROXY_PURGE_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^http:\/\/[^/]+\/?$/.test(v), 'PROXY_PURGE_URL must be empty (no purge) or an http:// origin such as http://127.0.0.1:8080'),
  /** The token the proxy's purge endpoint requires (render.mjs --purge-token). */
  PROXY_PURGE_TOKEN: z.string().default(''),
  DEFAULT_SITE: z.enum(siteIds).default(siteIds[0]),
  SITE_HOSTS: siteHostMap,
  /** Bearer token for the content API; empty: the API is off. At least 32 characters, so it cannot be guessed (failures are also throttled per address). */
  CONTENT_API_TOKEN: z.string().default('').refine((v) => v === '' || v.length >= 32, 'CONTENT_API_TOKEN must be empty (API off) or at least 32 characters'),
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Mail: empty keeps every message in the database outbox; smtp(s)://user:pass@host:port sends it. */
  SMTP_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^smtps?:\/\//.test(v), 'SMTP_URL must be empty (outbox) or start with smtp:// or smtps://'),
  MAIL_FROM: z.string().min(3).default('Wellread <newsletter@localhost>'),
  /** The dev outbox page: off, loopback (only for requests from this machine) or on. Never shown when SMTP_URL is set. */
  MAIL_OUTBOX_PAGE: z.enum(['off', 'loopback', 'on']).default('loopback'),
  /** Signs newsletter links, bot-check challenges and readers' anonymous ids; empty: a random secret generated once and kept in the database. */
  NEWSLETTER_SECRET: z
    .string()
    .default('')
    .refine((v) => v === '' || v.length >= 32, 'NEWSLETTER_SECRET must be empty or at least 32 characters'),
  /**
   * Each site's public origin, "site=https://host" pairs: canonical, Open Graph, JSON-LD, sitemap
   * and mail URLs. Empty: the local host serving the site (loud warning in production). A site with
   * an https origin is served over https only: plain http for its host is redirected.
   */
  SITE_ORIGINS: z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const map: Partial<Record<SiteId, string>> = {};
      for (const entry of raw.split(',').map((e) => e.trim()).filter(Boolean)) {
        const [site, origin] = entry.split(/=(.*)/s).map((p) => p.trim());
        if (!site || !origin || !(siteIds as readonly string[]).includes(site) || !/^https?:\/\/[^/]+$/.test(origin)) {
          ctx.addIssue({ code: 'custom', message: `SITE_ORIGINS entry "${entry}" must look like site=https://host` });
          return z.NEVER;
        }
        map[site as SiteId] = origin;
      }
      return map;
    }),
  RECAPTCHA_SITE_KEY: z.string().default(''),
  RECAPTCHA_SECRET: z.string().default(''),
  /** Request header carrying the visitor's ISO country code (set by the CDN). */
  COUNTRY_HEADER: z.string().min(1).default('cf-ipcountry').transform((v) => v.toLowerCase()),
  /** The country assumed when the request has no country header; empty: unknown, which gets the strictest (GDPR) rules. */
  DEFAULT_COUNTRY: z
    .string()
    .default('US')
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), 'DEFAULT_COUNTRY must be empty or an ISO 3166-1 alpha-2 code such as US'),
  /**
   * Addresses or CIDRs of the proxies in front of the app (nginx, a load balancer), comma-separated:
   * only their X-Forwarded-Proto is believed (HSTS, Secure and __Host- cookies, the https redirect).
   * Read by scripts/server.mjs; default: this machine.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1,::1')
    .refine(
      (v) => v.split(',').map((e) => e.trim()).filter(Boolean).every((e) => /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/.test(e)),
      'TRUSTED_PROXIES must be IP addresses or CIDRs separated by commas, e.g. 127.0.0.1,10.0.0.0/8',
    ),
  /**
   * The secret placeholder nonce pages are rendered and cached with (decision 007); the server puts
   * a fresh nonce in its place in every answer. Empty: random per server process. Required with
   * REDIS_URL (instances share cached pages) and given to nginx (render.mjs --csp-placeholder).
   * Read by scripts/server.mjs.
   */
  CSP_NONCE_PLACEHOLDER: z
    .string()
    .default('')
    .refine((v) => v === '' || /^[A-Za-z0-9]{24,64}$/.test(v), 'CSP_NONCE_PLACEHOLDER must be empty or 24 to 64 letters and digits'),
  /** Request header carrying the visitor's IP from a trusted proxy; empty: the connection's address. */
  CLIENT_IP_HEADER: z.string().default('').transform((v) => v.toLowerCase()),
  NEWSLETTER_RATE_LIMIT_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  NEWSLETTER_RATE_LIMIT_EMAIL: z.coerce.number().int().min(1).max(1000).default(5),
  NEWSLETTER_RATE_WINDOW_SECONDS: z.coerce.number().int().min(10).max(86_400).default(3600),
  /** Drug savings: empty serves prices, ZIP lookups, list prices and coupons from our own tables (demo data); a base URL uses a partner API with the same calls. */
  DRUG_PRICES_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'DRUG_PRICES_URL must be empty (our own tables) or an http(s) URL'),
  /** Bearer token sent to DRUG_PRICES_URL. */
  DRUG_PRICES_API_KEY: z.string().default(''),
  /** The discount partner's own coupon page: the coupon links to it with the reader's drug, dosage and pharmacy (spec savings 7). Empty: no link (our own coupon is the one shown). */
  SAVINGS_COUPON_PAGE_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'SAVINGS_COUPON_PAGE_URL must be empty or an https URL'),
  /** The discount partner named on coupons and in the success text. */
  SAVINGS_PARTNER_NAME: z.string().trim().min(1).max(60).default('Optum Perks'),
  /** Coupon sends per email address or phone number per window (spec-derived abuse limit: 3 per 10 minutes). */
  COUPON_RATE_LIMIT_RECIPIENT: z.coerce.number().int().min(1).max(1000).default(3),
  COUPON_RATE_WINDOW_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  /** Coupon sends and coupons issued per IP per day. */
  COUPON_DAILY_LIMIT_IP: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /** Twilio account for coupon text messages; all three set: texts go through Twilio; else into the sms_outbox table. */
  TWILIO_ACCOUNT_SID: z.string().trim().default(''),
  TWILIO_AUTH_TOKEN: z.string().trim().default(''),
  TWILIO_FROM: z.string().trim().default(''),
  /** Apple Wallet pass signing; all set: passes are signed with these (PEM text or a file path); else a development certificate generated on first use. */
  APPLE_PASS_TYPE_ID: z.string().trim().default(''),
  APPLE_TEAM_ID: z.string().trim().default(''),
  APPLE_PASS_CERT: z.string().default(''),
  APPLE_PASS_KEY: z.string().default(''),
  APPLE_PASS_KEY_PASSPHRASE: z.string().default(''),
  APPLE_WWDR_CERT: z.string().default(''),
  /** Google Wallet save links; all set: the JWT is signed with this service account key (PEM); else a development key generated on first use. */
  GOOGLE_WALLET_ISSUER_ID: z.string().trim().default(''),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: z.string().trim().default(''),
  GOOGLE_WALLET_PRIVATE_KEY: z.string().default(''),
  /** Meta pixel id; empty (default): no pixel anywhere. Loads only with targeting consent, never on health-condition pages. */
  META_PIXEL_ID: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => /^\d{0,20}$/.test(v), 'META_PIXEL_ID must be the numeric pixel id'),
  /** Share of article page views (0-100) that may show the satisfaction survey; spec: 100% sampling. */
  SURVEY_SAMPLE_PERCENT: z.coerce.number().min(0).max(100).default(100),
  /** Bearer token for GET /api/metrics (Prometheus scrape); empty: readable only from this machine. */
  METRICS_TOKEN: z.string().default('').refine((v) => v === '' || v.length >= 16, 'METRICS_TOKEN must be empty or at least 16 characters'),
  /** The Prometheus that scrapes every instance, e.g. http://127.0.0.1:9090: /ops reads its server health there; empty: this process's own figures. */
  PROMETHEUS_URL: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(v), 'PROMETHEUS_URL must be empty (this process only) or an http(s) URL such as http://127.0.0.1:9090'),
  /** Token for the operator dashboard /ops; empty: the dashboard is shown only to requests from this machine. */
  OPERATOR_TOKEN: z.string().default('').refine((v) => v === '' || v.length >= 16, 'OPERATOR_TOKEN must be empty or at least 16 characters'),
  /** Analytics writes: the window of the per-address limits below (seconds). */
  ANALYTICS_RATE_WINDOW_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  /** Tracking events (POST /v2/t) stored per client address (IPv6: per /64) per window; more get 429. A reader's page view sends tens. */
  ANALYTICS_EVENTS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000_000).default(5000),
  /** Tracking events per page view (the batch's pageViewId, or per address without one), counted for an hour; more get 429. */
  ANALYTICS_EVENTS_PER_PAGE_VIEW: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** Metric entries (POST /api/metrics, /api/metrics/unload: 2 each) stored per client address per window; more get 429. */
  METRICS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000_000).default(5000),
  /** Audience look-ups (GET /api/cdp/profile/v3) per client address per ANALYTICS_RATE_WINDOW_SECONDS; more get 429. A reader's tab asks once per 30 minutes. */
  AUDIENCES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000_000).default(300),
  /** Build id sent with metrics and error reports; empty: Next's .next/BUILD_ID. */
  BUILD_ID: z.string().trim().max(60).default(''),
  /** Google Ad Manager network code: set, ads come from Google Publisher Tag for readers who gave targeting consent; empty: house ads only. */
  GPT_NETWORK_CODE: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => v === '' || /^\d{1,20}$/.test(v), 'GPT_NETWORK_CODE must be empty or the numeric network code'),
  /**
   * JW Player's library URL (your player's cloud-hosted library, https://cdn.jwplayer.com/libraries/<key>.js).
   * Empty (default): JW Player is never loaded; jw_player videos with our own files play in the native player.
   */
  JW_PLAYER_LIBRARY_URL: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => v === '' || /^https:\/\/[^\s"'<>]+\.js(\?[^\s"'<>]*)?$/.test(v), 'JW_PLAYER_LIBRARY_URL must be empty or an https URL of a .js file'),
  /** Raw analytics events and metrics older than this many days are rolled up into daily dashboard counts and deleted (docs/privacy.md). */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Satisfaction survey answers are deleted this many days after they were given; 365 allows a year-on-year look at a page (docs/privacy.md). */
  SURVEY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** "Was this helpful?" votes and their reasons are deleted this many days after they were last cast or changed; 365, as survey answers (docs/privacy.md). */
  FEEDBACK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /**
   * Consent records (proof of consent) are deleted once the newest record of a consent id is this
   * old: the choice lives at most a year (its cookie), then 5 years for claims and audits (docs/privacy.md).
   */
  CONSENT_RETENTION_DAYS: z.coerce.number().int().min(365).max(7300).default(2190),
  /**
   * Newsletter sign-ups still unconfirmed this many days after the last sign-up or confirmation mail are deleted.
   * At least 7: the confirm link's own life, so a link that still works never finds its sign-up gone (docs/privacy.md).
   */
  NEWSLETTER_PENDING_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(30),
  /** Local outbox copies of mails and text messages (mail_outbox, sms_outbox: kept only while no SMTP/Twilio is set) are deleted at this age; at least 7, a confirm link's life. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(30),
  /** Issued drug coupons (drug_coupons) are deleted at this age; at least 1, so a coupon still open in its modal can be sent (docs/privacy.md). */
  COUPON_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Error groups (error_reports: server and client errors by fingerprint, shown on /ops) not seen again for this many days are deleted (docs/privacy.md). */
  ERROR_REPORTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How often each server process runs the retention purge (one instance per interval does the work); 0: never, run `npm run retention` instead. */
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** The demonstration notice (a ribbon on every page and a line in the footer): on for the demo content; off for a site with real people and products. */
  DEMO_NOTICE: z.enum(['on', 'off']).default('on'),
  /**
   * Member sign-in (issue 30, README "Member sign-in"). A provider whose client id is empty signs in
   * through the local OpenID provider (scripts/local-idp) when AUTH_LOCAL_PROVIDER is on, and is not
   * offered when it is off. Setting the client id (and its secret or key) switches to the real one.
   */
  AUTH_LOCAL_PROVIDER: z.enum(['on', 'off']).default('on'),
  /** Where the local OpenID provider answers (scripts/local-idp/run.mjs, LOCAL_IDP_PORT). */
  LOCAL_IDP_ORIGIN: z.string().url().default('http://localhost:3990'),
  LOCAL_IDP_CLIENT_SECRET: z.string().min(1).default('wellread-local-secret'),
  /** Scopes asked for besides `openid profile` (spec 9), space-separated. */
  AUTH_SCOPES: z.string().default('email').transform((v) => v.split(/\s+/).filter(Boolean)),
  AUTH_GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  AUTH_GOOGLE_CLIENT_ID: z.string().default(''),
  AUTH_GOOGLE_CLIENT_SECRET: z.string().default(''),
  AUTH_APPLE_ISSUER: z.string().url().default('https://appleid.apple.com'),
  /** Apple's Services ID. */
  AUTH_APPLE_CLIENT_ID: z.string().default(''),
  AUTH_APPLE_TEAM_ID: z.string().default(''),
  AUTH_APPLE_KEY_ID: z.string().default(''),
  /** The Sign in with Apple private key (PKCS#8 PEM; "\\n" for line breaks is accepted) that signs the client secret. */
  AUTH_APPLE_PRIVATE_KEY: z.string().default('').transform((v) => v.replace(/\\n/g, '\n')),
  /** Send the spec's extra login parameters (wk, sessionId, anonymousId, …) to a real provider too: only for a broker you run yourself (decision 016). */
  AUTH_EXTRA_PARAMS_TO_REAL_PROVIDERS: z.enum(['on', 'off']).default('off'),
  /**
   * Staff sign-in for the newsroom (decision 017): the organisation's OpenID provider. With an empty
   * client id, staff sign in through the local provider's staff issuer when AUTH_LOCAL_PROVIDER is on.
   */
  STAFF_OIDC_ISSUER: z.string().default('').refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'STAFF_OIDC_ISSUER must be empty or an https URL'),
  STAFF_OIDC_CLIENT_ID: z.string().default(''),
  STAFF_OIDC_CLIENT_SECRET: z.string().default(''),
  /** Emails that get the admin role when they sign in through the staff provider (comma-separated): a new installation's first admins. */
  STAFF_ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean)),
  /** The daily-dose lessons' URL, where a sign-in started from a lesson returns (spec 5); empty: no daily-dose redirect. */
  DAILY_DOSE_URL: z.string().default('').refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'DAILY_DOSE_URL must be empty or an http(s) URL'),
  /** The media library's files (docs/areas/media.md) on disk, under this folder, while MEDIA_S3_BUCKET is empty. */
  MEDIA_DIR: z.string().trim().min(1).default('./data/media'),
  /** An S3 or S3-compatible (MinIO, R2) bucket for the media library's files; empty: on disk under MEDIA_DIR. /media/… serves them either way. */
  MEDIA_S3_BUCKET: z.string().trim().default(''),
  /** The bucket's region (R2: auto). */
  MEDIA_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** An S3-compatible service's endpoint, e.g. http://127.0.0.1:9000 for MinIO; empty: AWS S3 itself. */
  MEDIA_S3_ENDPOINT: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+\/?$/.test(v), 'MEDIA_S3_ENDPOINT must be empty (AWS S3) or an http(s) origin such as http://127.0.0.1:9000'),
  /** The access key; both empty: the AWS SDK's own credential chain (AWS_ACCESS_KEY_ID, an instance role, …). */
  MEDIA_S3_ACCESS_KEY_ID: z.string().trim().default(''),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
  /** Address the bucket as <endpoint>/<bucket> rather than <bucket>.<endpoint>: on for MinIO and most self-hosted services. */
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(['on', 'off', 'true', 'false'])
    .default('off')
    .transform((v) => v === 'on' || v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The validated environment; throws a readable error naming every bad variable. */
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
