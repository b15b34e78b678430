import 'server-only';
import { sql, type Kysely } from 'kysely';
import { hashEmail } from '@/features/newsletter/hash';
import type { Database } from '@/db/schema';
import type { MemberRow } from './members.server';
import { revokeAtProvider } from './provider-revoke.server';

/**
 * Deletes a member (issue 30) in one transaction: every row tied to them is deleted, and what must
 * stay for other reasons loses its tie.
 * - Deleted: sessions, identities, flags, interests, saved articles, followed topics and
 *   their digest record, the consent-id links, newsletter subscriptions of the member's email (all sites; only a verified email) and the mail to it
 *   (waiting, or kept as the local outbox's copy), then the member.
 * - Anonymised: identify events naming the member or the hash of their email (a newsletter sign-up
 *   sends one) have their traits cleared; the page-view counts stay. Consent records stay as they are: they hold no identity
 *   once the link is gone, and are proof of the choice a browser made (docs/privacy.md).
 * Returns the number of rows each table lost or had changed, for the test and the log.
 */
export async function deleteMember(db: Kysely<Database>, member: MemberRow): Promise<Record<string, number>> {
  const grants = await db.selectFrom('member_sessions').select(['provider', 'idp_refresh_token']).where('member_id', '=', member.id).execute();
  const counts = await deleteRows(db, member);
  // Our access to the member's provider account ends too (best effort, after the rows are gone).
  revokeAtProvider(db, grants);
  return counts;
}

function deleteRows(db: Kysely<Database>, member: MemberRow): Promise<Record<string, number>> {
  return db.transaction().execute(async (trx) => {
    const counts: Record<string, number> = {};
    const count = (table: string, result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) => {
      counts[table] = Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0n);
    };
    const id = member.id;
    count('member_sessions', await trx.deleteFrom('member_sessions').where('member_id', '=', id).executeTakeFirst());
    count('member_consent_ids', await trx.deleteFrom('member_consent_ids').where('member_id', '=', id).executeTakeFirst());
    count('followed_topics', await trx.deleteFrom('followed_topics').where('member_id', '=', id).executeTakeFirst());
    count('topic_digests', await trx.deleteFrom('topic_digests').where('member_id', '=', id).executeTakeFirst());
    count('saved_articles', await trx.deleteFrom('saved_articles').where('member_id', '=', id).executeTakeFirst());
    count('member_interests', await trx.deleteFrom('member_interests').where('member_id', '=', id).executeTakeFirst());
    count('member_flags', await trx.deleteFrom('member_flags').where('member_id', '=', id).executeTakeFirst());
    count('member_identities', await trx.deleteFrom('member_identities').where('member_id', '=', id).executeTakeFirst());
    // The email's rows only when the provider verified the address: an unverified one may be somebody else's.
    const email = member.email && member.email_verified === 1 ? member.email : null;
    if (email) {
      count('newsletter_subscribers', await trx.deleteFrom('newsletter_subscribers').where('email', '=', email).executeTakeFirst());
      count('mail_outbox', await trx.deleteFrom('mail_outbox').where(sql<string>`lower(to_address)`, '=', email).executeTakeFirst());
    }
    const emailHash = email ? await hashEmail(email) : null;
    count(
      'events',
      await trx
        .updateTable('events')
        .set({ traits: null })
        .where('event_name', '=', 'Identify')
        .where((eb) => eb.or([eb('traits', 'like', `%"userId":"${id}"%`), ...(emailHash ? [eb('traits', 'like', `%"emailHash":"${emailHash}"%`)] : [])]))
        .executeTakeFirst(),
    );
    count('members', await trx.deleteFrom('members').where('id', '=', id).executeTakeFirst());
    return counts;
  });
}
