import type { Kysely } from 'kysely';

/**
 * The mail and SMS outboxes become delivery queues (issue 29): a request stores its message and
 * answers at once; the sender in every server process (src/features/delivery) delivers it through
 * SMTP, Twilio or the local outbox, retrying with backoff. Rows stored before are delivered already
 * (the local copies), so they start as `sent`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_outbox', 'sms_outbox']) {
    await db.schema.alterTable(table).addColumn('status', 'text', (c) => c.notNull().defaultTo('sent')).execute();
    await db.schema.alterTable(table).addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn('next_attempt_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('claimed_until', 'text').execute();
    await db.schema.alterTable(table).addColumn('sent_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('last_error', 'text').execute();
    await db.schema.createIndex(`${table}_due`).on(table).columns(['status', 'next_attempt_at']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_outbox', 'sms_outbox']) {
    await db.schema.dropIndex(`${table}_due`).execute();
    for (const column of ['last_error', 'sent_at', 'claimed_until', 'next_attempt_at', 'attempts', 'status']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
