import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { log } from '@/lib/log';
import { siteNewsletter } from '@/features/newsletter/lists';
import { subscribe, SubscribeError, type SubscribeContext } from '@/features/newsletter/server/subscribers.server';
import type { SiteId } from '@/sites';
import type { MemberRow } from './members.server';

/** A member counts as new for a day after their first sign-in. */
export const newMemberHours = 24;

export type RefreshOutcome = 'subscribed' | 'opted_out' | 'not_new' | 'no_email' | 'unverified_email' | 'refused';

/**
 * Spec 5, "Refresh": a new member who has an email, an id and marketing opt-in is subscribed to
 * the authentication list (the site's default newsletter lists). The opt-in is stored either way.
 * The subscription goes through the newsletter's own path, double opt-in included: a confirmation
 * mail, then active; the member's session stands in for the bot check.
 */
export async function applyMarketingChoice(db: Kysely<Database>, member: MemberRow, site: SiteId, optIn: boolean, ctx: SubscribeContext, now: Date): Promise<RefreshOutcome> {
  await db.updateTable('members').set({ marketing_opt_in: optIn ? 1 : 0, updated_at: now.toISOString() }).where('id', '=', member.id).execute();
  if (!optIn) return 'opted_out';
  if (!member.email || !member.id) return 'no_email';
  // Like export, deletion and the digest: only an address the provider verified is the member's.
  if (member.email_verified !== 1) return 'unverified_email';
  if (now.getTime() - Date.parse(member.created_at) > newMemberHours * 3_600_000) return 'not_new';
  try {
    await subscribe(
      db,
      {
        site,
        email: member.email,
        lists: [...siteNewsletter(site).defaultLists],
        source: 'refresh',
        profileData: {},
        consent: { newsletterConsent: 'YV1', explicitConsent: 'YV1' },
        path: '/signing-you-in',
        identifiers: { source: 'refresh' },
        query: {},
        recaptcha: 'member-session',
      },
      { ...ctx, site, verifyBotCheck: async () => true, now },
    );
    return 'subscribed';
  } catch (error) {
    if (!(error instanceof SubscribeError)) throw error;
    log('info', 'refresh subscription refused', { code: error.code });
    return 'refused';
  }
}
