import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { storeEvents } from '@/features/analytics/server/events.server';
import { eventBatchSchema } from '@/features/analytics/schema';
import { openTestDb } from './test-db';

describe('affiliate link click events', () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb());
  });
  afterAll(async () => close());

  it('stores formatType and the correlation id with the spec fields', async () => {
    const batch = eventBatchSchema.parse({
      events: [
        {
          eventName: 'Product Clicked',
          path: '/test/links',
          payload: {
            brand: 'acme',
            category: 'In-Content Affiliate Link',
            formatType: 'LINK',
            location: 'LINKS',
            linkUrl: 'https://brand.test/?rvo_aff=1',
            productId: '42',
            text: 'Acme omega-3',
            position: 1,
            variant: 'in-content',
            name: 'wellread.example',
            correlationId: '0b9f7c55-2a4e-4c1a-9d61-6f0c1e2b3a4d',
          },
        },
      ],
    });
    await storeEvents(db, 'healthline', batch.events);
    const row = await db.selectFrom('events').selectAll().where('event_name', '=', 'Product Clicked').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      brand: 'acme',
      category: 'In-Content Affiliate Link',
      format_type: 'LINK',
      location: 'LINKS',
      link_url: 'https://brand.test/?rvo_aff=1',
      product_id: '42',
      text: 'Acme omega-3',
      position: 1,
      variant: 'in-content',
      name: 'wellread.example',
      correlation_id: '0b9f7c55-2a4e-4c1a-9d61-6f0c1e2b3a4d',
    });
  });

  it('rejects an overlong formatType', () => {
    const result = eventBatchSchema.safeParse({ events: [{ eventName: 'Product Clicked', path: '/', payload: { formatType: 'x'.repeat(41) } }] });
    expect(result.success).toBe(false);
  });
});
