import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { outboxDelivery, type OutboxDelivery } from '@/features/delivery/queue.server';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  raw: string;
  createdAt: string;
  delivery: OutboxDelivery;
}

export async function listOutbox(db: Kysely<Database>, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    headers: JSON.parse(r.headers) as Record<string, string>,
    raw: r.raw,
    createdAt: r.created_at,
    delivery: outboxDelivery(r),
  }));
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function isLoopbackAddress(address: string | null): boolean {
  return address !== null && loopback.test(address);
}

/**
 * The outbox holds subscribers' addresses, so its page is shown only while mail stays in the outbox
 * (no SMTP_URL) and MAIL_OUTBOX_PAGE allows it: 'loopback' (default) for requests from this machine,
 * 'on' for any request, 'off' never.
 */
export function outboxPageAllowed(settings: { smtpUrl: string; mode: 'off' | 'loopback' | 'on' }, peerAddress: string | null): boolean {
  if (settings.smtpUrl || settings.mode === 'off') return false;
  return settings.mode === 'on' || isLoopbackAddress(peerAddress);
}
