import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/schema';
import { eventBatchSchema } from '@/features/analytics/schema';
import { storeEvents } from '@/features/analytics/server/events.server';
import { openTestDb } from './test-db';

const anonymousId = '00000000-0000-4000-8000-000000000000';

describe('typed tracking events in the events table', () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb());
  });
  afterAll(async () => close());

  it('keeps behaviour fields in their columns and the other typed fields, with the anonymous id, as JSON', async () => {
    const batch = eventBatchSchema.parse({
      anonymousId,
      events: [
        {
          eventName: 'Page Viewed',
          path: '/nutrition/fiber-basics',
          payload: { canonicalPath: '/nutrition/fiber-basics', pageTemplate: 'article', categories: ['nutrition'], title: 'Fiber basics', utm: { source: 'newsletter' } },
        },
        { eventName: 'Scroll Depth', path: '/nutrition/fiber-basics', payload: { position: 90 } },
        { eventName: 'Form Field Selected', path: '/onboarding', payload: { name: 'interest question', fieldLabel: 'Write to me@example.org', stepNumber: 2 } },
      ],
    });
    await storeEvents(db, 'healthline', batch.events, batch.anonymousId);
    const rows = await db
      .selectFrom('events')
      .select(['event_name', 'page_path', 'position', 'name', 'traits'])
      .where('event_name', 'in', ['Page Viewed', 'Scroll Depth', 'Form Field Selected'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => ({ ...r, traits: r.traits ? (JSON.parse(r.traits) as unknown) : null }))).toEqual([
      {
        event_name: 'Page Viewed',
        page_path: '/nutrition/fiber-basics',
        position: null,
        name: null,
        traits: { canonicalPath: '/nutrition/fiber-basics', pageTemplate: 'article', categories: ['nutrition'], title: 'Fiber basics', utm: { source: 'newsletter' }, anonymousId },
      },
      { event_name: 'Scroll Depth', page_path: '/nutrition/fiber-basics', position: 90, name: null, traits: { anonymousId } },
      { event_name: 'Form Field Selected', page_path: '/onboarding', position: null, name: 'interest question', traits: { fieldLabel: 'Write to [email]', stepNumber: 2, anonymousId } },
    ]);
  });

  it('without an anonymous id and extra fields the JSON column stays empty', async () => {
    await storeEvents(db, 'psy', [{ eventName: 'Element Clicked', path: '/', payload: { name: 'no-extras' } }]);
    const row = await db.selectFrom('events').select('traits').where('name', '=', 'no-extras').executeTakeFirstOrThrow();
    expect(row.traits).toBeNull();
  });
});
