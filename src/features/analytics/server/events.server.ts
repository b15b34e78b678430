import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import type { TrackedEvent } from '../schema';

const emailLike = /[^\s@<>()"',;:/]+@[^\s@<>()"',;:/]+\.[a-z]{2,}/gi;

/** Events never keep an email address: one typed into a tracked text is replaced before storing. */
export function redactEmails<T extends string | null | undefined>(value: T): T {
  return (typeof value === 'string' ? value.replace(emailLike, '[email]') : value) as T;
}

function redactDeep(value: unknown): unknown {
  if (typeof value === 'string') return redactEmails(value);
  if (Array.isArray(value)) return value.map(redactDeep);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v)]));
  return value;
}

/** Payload fields with a column of their own; every other typed field goes into the JSON column. */
const columnFields = [
  'elementType',
  'location',
  'name',
  'position',
  'text',
  'actionOutcome',
  'brand',
  'productId',
  'variant',
  'linkUrl',
  'category',
  'formatType',
  'correlationId',
  'viewCorrelationId',
] as const;
type ColumnField = (typeof columnFields)[number];

/**
 * The typed fields without a column (Identify: its traits; Page Viewed: content metadata and UTM
 * values; form context, lesson ids, seconds...) plus the sender's anonymous id, as the JSON of
 * the `traits` column; null when there are none.
 */
export function extraFields(event: TrackedEvent, anonymousId: string | undefined): string | null {
  const payload = event.payload as Record<string, unknown>;
  const extras: Record<string, unknown> =
    event.eventName === 'Identify'
      ? { ...event.payload.traits }
      : Object.fromEntries(Object.entries(payload).filter(([key, value]) => value !== undefined && !(columnFields as readonly string[]).includes(key)));
  if (anonymousId) extras.anonymousId = anonymousId;
  return Object.keys(extras).length ? JSON.stringify(redactDeep(extras)) : null;
}

export async function storeEvents(db: Kysely<Database>, site: SiteId, events: TrackedEvent[], anonymousId?: string): Promise<void> {
  const createdAt = new Date().toISOString();
  await db
    .insertInto('events')
    .values(
      events.map((event) => {
        const payload = event.payload as Partial<Record<ColumnField, string | number>>;
        const str = (field: ColumnField) => (typeof payload[field] === 'string' ? (payload[field] as string) : null);
        return {
          event_name: event.eventName,
          site,
          page_path: redactEmails(event.path),
          element_type: str('elementType'),
          location: redactEmails(str('location')),
          name: redactEmails(str('name')),
          position: typeof payload.position === 'number' ? payload.position : null,
          text: redactEmails(str('text')),
          action_outcome: str('actionOutcome'),
          brand: str('brand'),
          product_id: str('productId'),
          variant: str('variant'),
          link_url: redactEmails(str('linkUrl')),
          category: str('category'),
          format_type: str('formatType'),
          correlation_id: str('correlationId'),
          // The driver card view it belongs to: /ops/campaigns joins clicks and conversions to their view by it.
          view_correlation_id: str('viewCorrelationId'),
          traits: extraFields(event, anonymousId),
          // Its own indexed column too: a reader's audiences are read by it (src/features/drivers/audiences).
          anonymous_id: anonymousId ?? null,
          created_at: createdAt,
        };
      }),
    )
    .execute();
}
