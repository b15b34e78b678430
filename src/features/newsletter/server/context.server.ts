import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { MailConfig } from '@/features/mail/mail.server';
import { clientAddress } from '@/lib/client-address.server';
import { currentSiteId } from '@/lib/current-site.server';
import { env } from '@/lib/env';
import type { SiteId } from '@/sites';
import { currentRegion } from '@/lib/region.server';
import { siteOrigin } from '@/lib/site-origin';
import { siteNewsletter } from '../lists';
import type { NewsletterClientConfig } from '../config';
import { botCheckConfig, verifyAltcha, verifyRecaptcha } from './bot-check.server';
import { deriveKey, masterSecret } from './secret.server';
import type { SubscribeContext } from './subscribers.server';

export async function keys(db: Kysely<Database>): Promise<{ tokens: string; altcha: string }> {
  const master = await masterSecret(db, env().NEWSLETTER_SECRET);
  return { tokens: deriveKey(master, 'tokens'), altcha: deriveKey(master, 'altcha') };
}

/** The mail settings from the environment: the outbox, or SMTP with SMTP_URL. */
export function mailConfig(): MailConfig {
  const { SMTP_URL, MAIL_FROM } = env();
  return { smtpUrl: SMTP_URL, from: MAIL_FROM };
}

/** Origin for links in mails: the site's configured origin, never the request's Host (a forged host must not reach a mail). */
export async function linkOrigin(site: SiteId): Promise<string> {
  return siteOrigin(site);
}

/** The current request's form settings (GET /api/newsletter/config). */
export async function requestClientConfig(): Promise<NewsletterClientConfig> {
  return clientConfig(await currentSiteId(), (await currentRegion()).isEEA);
}

/** A form's settings for a site; pages pass isEEA from their region class (decision 004). */
export function clientConfig(site: SiteId, isEEA: boolean): NewsletterClientConfig {
  const { RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET } = env();
  const newsletter = siteNewsletter(site);
  return {
    site,
    isEEA,
    lists: newsletter.defaultLists,
    title: newsletter.title,
    description: newsletter.description,
    datePickers: newsletter.datePickers,
    botCheck: botCheckConfig({ siteKey: RECAPTCHA_SITE_KEY, secret: RECAPTCHA_SECRET }),
  };
}

/** Everything subscribe() needs from this request and the configuration. */
export async function subscribeContext(db: Kysely<Database>): Promise<SubscribeContext> {
  const e = env();
  const site = await currentSiteId();
  const ip = await clientAddress();
  const k = await keys(db);
  const useRecaptcha = botCheckConfig({ siteKey: e.RECAPTCHA_SITE_KEY, secret: e.RECAPTCHA_SECRET }).kind === 'recaptcha';
  return {
    site,
    isEEA: (await currentRegion()).isEEA,
    ip,
    origin: await linkOrigin(site),
    tokenKey: k.tokens,
    verifyBotCheck: (token) => (useRecaptcha ? verifyRecaptcha(token, e.RECAPTCHA_SECRET, ip) : verifyAltcha(db, token, k.altcha)),
    limits: { ip: e.NEWSLETTER_RATE_LIMIT_IP, email: e.NEWSLETTER_RATE_LIMIT_EMAIL, windowSeconds: e.NEWSLETTER_RATE_WINDOW_SECONDS },
    mail: mailConfig(),
  };
}
