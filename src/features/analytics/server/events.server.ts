import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/lib/env';
import type { TrackedEvent } from '../schema';

export async function storeEvents(db: Kysely<Database>, site: SiteId, events: TrackedEvent[]): Promise<void> {
  const createdAt = new Date().toISOString();
  await db
    .insertInto('events')
    .values(
      events.map(({ eventName, payload, path }) => ({
        event_name: eventName,
        site,
        page_path: path,
        element_type: payload.elementType ?? null,
        location: payload.location ?? null,
        name: payload.name ?? null,
        position: payload.position ?? null,
        text: payload.text ?? null,
        action_outcome: payload.actionOutcome ?? null,
        brand: payload.brand ?? null,
        product_id: payload.productId ?? null,
        variant: payload.variant ?? null,
        link_url: payload.linkUrl ?? null,
        category: payload.category ?? null,
        format_type: payload.formatType ?? null,
        correlation_id: payload.correlationId ?? null,
        created_at: createdAt,
      })),
    )
    .execute();
}
