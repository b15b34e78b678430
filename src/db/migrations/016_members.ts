import type { Kysely } from 'kysely';

/**
 * Member accounts (issue 30, decision 016). One `members` row per person (its id is the spec's
 * rvoId), reached through one or more `member_identities` (provider + the provider's subject), with
 * `member_roles` for staff (writer, medical reviewer, editor, marketer, operator: issue 31).
 * `member_sessions` are server-side sessions keyed by the SHA-256 of the cookie's token;
 * `auth_logins` are sign-ins under way (state, nonce, PKCE verifier), deleted when their callback
 * arrives so a replayed callback finds nothing. The profile: `member_flags` (site flags such as
 * has_seen_onboarding_panel), `member_interests` (per site), `saved_articles`, `followed_topics`,
 * `topic_digests` (when a member's weekly digest of followed topics last went out), and
 * `member_consent_ids` (the consent ids of the browsers a member signed in with, so the account
 * page can show the consent records). Every profile table cascades from members, and deletion
 * (src/features/accounts/server/deletion.server.ts) still deletes each explicitly in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('hs_id', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('marketing_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('member_identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_identities_pk', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('member_identities_by_member').on('member_identities').column('member_id').execute();
  await db.schema
    .createTable('member_roles')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text')
    .addPrimaryKeyConstraint('member_roles_pk', ['member_id', 'role'])
    .execute();
  await db.schema
    .createTable('member_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('idp_refresh_token', 'text')
    .addColumn('idp_checked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_sessions_by_member').on('member_sessions').column('member_id').execute();
  await db.schema.createIndex('member_sessions_by_expiry').on('member_sessions').column('expires_at').execute();
  await db.schema
    .createTable('auth_logins')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('binding_hash', 'text', (c) => c.notNull())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('correlation_id', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text')
    .addColumn('daily_dose', 'text')
    .addColumn('apple_user', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_logins_by_expiry').on('auth_logins').column('expires_at').execute();
  await db.schema
    .createTable('member_flags')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_flags_pk', ['member_id', 'site', 'label'])
    .execute();
  await db.schema
    .createTable('member_interests')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('topic_ids', 'text', (c) => c.notNull())
    .addColumn('subtopic_ids', 'text', (c) => c.notNull())
    .addColumn('jtbd_ids', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_interests_pk', ['member_id', 'site'])
    .execute();
  await db.schema
    .createTable('saved_articles')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_articles_pk', ['member_id', 'site', 'path'])
    .execute();
  await db.schema
    .createTable('followed_topics')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('topic_id', 'text', (c) => c.notNull())
    .addColumn('digest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('followed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('followed_topics_pk', ['member_id', 'site', 'topic_id'])
    .execute();
  await db.schema
    .createTable('topic_digests')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('topic_digests_pk', ['member_id', 'site'])
    .execute();
  await db.schema
    .createTable('member_consent_ids')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('consent_id', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_consent_ids_pk', ['member_id', 'consent_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_consent_ids', 'topic_digests', 'followed_topics', 'saved_articles', 'member_interests', 'member_flags', 'auth_logins', 'member_sessions', 'member_roles', 'member_identities', 'members']) {
    await db.schema.dropTable(table).execute();
  }
}
