import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { SITE_IDS } from '@/sites';
import type { MemberRow } from './members.server';
import { followedTopics, memberInterests, savedArticles, siteFlags } from './profile.server';
import { listSessions } from './sessions.server';

/**
 * Everything we hold about a member (issue 30, "A reader's own data"): the account page shows it
 * and the export is this, as JSON. Nothing is left out: a table that gains a member column gains
 * a line here (tests/db/accounts.test.ts checks deletion covers the same tables).
 */
export async function accountData(db: Kysely<Database>, member: MemberRow, currentSession: string | null, now: Date) {
  const identities = await db.selectFrom('member_identities').select(['provider', 'email', 'created_at', 'last_used_at']).where('member_id', '=', member.id).orderBy('created_at').execute();
  // Newsroom roles belong to a staff email signed in through the staff provider (decision 017): shown when this member is that person.
  const staffEmail = identities.some((i) => i.provider === 'staff') ? member.email : null;
  const roles = staffEmail ? await db.selectFrom('staff_roles').select(['role', 'granted_at']).where('email', '=', staffEmail).orderBy('role').execute() : [];
  const perSite = await Promise.all(
    SITE_IDS.map(async (site) => ({
      site,
      flags: await siteFlags(db, member.id, site),
      interests: await memberInterests(db, member.id, site),
      savedArticles: await savedArticles(db, member.id, site),
      followedTopics: await followedTopics(db, member.id, site),
    })),
  );
  // Only a verified address: an unverified one may be somebody else's, and so may its subscriptions.
  const subscriptions = member.email && member.email_verified === 1
    ? await db
        .selectFrom('newsletter_subscribers')
        .select(['site', 'lists', 'status', 'source', 'created_at', 'confirmed_at'])
        .where('email', '=', member.email)
        .orderBy('created_at')
        .execute()
    : [];
  const consentIds = await db.selectFrom('member_consent_ids').select(['consent_id', 'linked_at']).where('member_id', '=', member.id).execute();
  const consentRecords =
    consentIds.length === 0
      ? []
      : await db
          .selectFrom('consent_records')
          .select(['consent_id', 'site', 'data', 'regime', 'gpc', 'created_at'])
          .where(
            'consent_id',
            'in',
            consentIds.map((c) => c.consent_id),
          )
          .orderBy('created_at')
          .execute();
  return {
    exportedAt: now.toISOString(),
    profile: {
      rvoId: member.id,
      hsId: member.hs_id,
      email: member.email,
      emailVerified: member.email_verified === 1,
      firstName: member.first_name,
      lastName: member.last_name,
      phoneNumber: member.phone_number,
      marketingOptIn: member.marketing_opt_in === 1,
      memberSince: member.created_at,
      updatedAt: member.updated_at,
    },
    signInMethods: identities.map((i) => ({ provider: i.provider, email: i.email, firstUsed: i.created_at, lastUsed: i.last_used_at })),
    roles: roles.map((r) => ({ role: r.role, grantedAt: r.granted_at })),
    sites: perSite,
    newsletterSubscriptions: subscriptions.map((s) => ({ site: s.site, lists: JSON.parse(s.lists) as unknown, status: s.status, source: s.source, subscribedAt: s.created_at, confirmedAt: s.confirmed_at })),
    consentRecords: consentRecords.map((r) => ({ consentId: r.consent_id, site: r.site, choice: JSON.parse(r.data) as unknown, regime: r.regime, gpc: r.gpc === 1, recordedAt: r.created_at })),
    sessions: await listSessions(db, member.id, currentSession, now),
  };
}

export type AccountData = Awaited<ReturnType<typeof accountData>>;
