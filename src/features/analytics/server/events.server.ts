import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/lib/env';
import type { TrackedEvent } from '../schema';

const emailLike = /[^\s@<>()"',;:/]+@[^\s@<>()"',;:/]+\.[a-z]{2,}/gi;

/** Events never keep an email address: one typed into a tracked text is replaced before storing. */
export function redactEmails<T extends string | null | undefined>(value: T): T {
  return (typeof value === 'string' ? value.replace(emailLike, '[email]') : value) as T;
}

export async function storeEvents(db: Kysely<Database>, site: SiteId, events: TrackedEvent[]): Promise<void> {
  const createdAt = new Date().toISOString();
  await db
    .insertInto('events')
    .values(
      events.map(({ eventName, payload, path }) => ({
        event_name: eventName,
        site,
        page_path: redactEmails(path),
        element_type: payload.elementType ?? null,
        location: redactEmails(payload.location) ?? null,
        name: redactEmails(payload.name) ?? null,
        position: payload.position ?? null,
        text: redactEmails(payload.text) ?? null,
        action_outcome: payload.actionOutcome ?? null,
        brand: payload.brand ?? null,
        product_id: payload.productId ?? null,
        variant: payload.variant ?? null,
        link_url: redactEmails(payload.linkUrl) ?? null,
        category: payload.category ?? null,
        format_type: payload.formatType ?? null,
        correlation_id: payload.correlationId ?? null,
        traits: payload.traits ? JSON.stringify(payload.traits) : null,
        created_at: createdAt,
      })),
    )
    .execute();
}
