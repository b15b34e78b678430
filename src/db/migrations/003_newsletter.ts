import type { Kysely } from 'kysely';
import { idColumn as idColumnFor } from '../engine';

/** Newsletter subscribers, mail outbox, rate-limit counters, bot-check replay guard, secrets, metrics; events get traits. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idColumn = idColumnFor(db);

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', idColumn)
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lists', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('profile_data', 'text', (c) => c.notNull())
    .addColumn('newsletter_consent', 'text', (c) => c.notNull())
    .addColumn('explicit_consent', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('identifiers', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('confirm_nonce', 'text')
    .addColumn('confirm_sent_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('newsletter_subscribers_site_email', ['site', 'email'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', idColumn)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('raw', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bot_check_replays')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bot_check_replays_expiry').on('bot_check_replays').column('expires_at').execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('metrics')
    .addColumn('id', 'integer', idColumn)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('duration', 'double precision')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('route', 'text')
    .addColumn('page_template', 'text')
    .addColumn('formfactor', 'text')
    .addColumn('build', 'text')
    .addColumn('ab_segment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('metrics_by_name_time').on('metrics').columns(['name', 'created_at']).execute();

  await db.schema.alterTable('events').addColumn('traits', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('traits').execute();
  for (const table of ['metrics', 'app_secrets', 'bot_check_replays', 'rate_limits', 'mail_outbox', 'newsletter_subscribers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
