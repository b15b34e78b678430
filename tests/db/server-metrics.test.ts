import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/schema';
import { watchRetention } from '@/features/retention/schedule';
import { serverMetricsRegistry } from '@/lib/server-metrics.server';
import { openTestDb } from './test-db';

/** The server's own figures read from the database and its connection (issue 29): query time, pool use, the retention job's last run. */
let db: Kysely<Database>;
let engine: 'sqlite' | 'postgres';
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, engine, close } = await openTestDb());
});
afterAll(() => close());

const line = async (prefix: string) => (await serverMetricsRegistry().metrics()).split('\n').find((l) => l.startsWith(prefix));
const value = async (prefix: string) => Number((await line(prefix))?.split(' ').pop());

describe('server metrics from the database', () => {
  it('times every query by engine and outcome, with no SQL in the labels', async () => {
    const okBefore = (await value(`wellread_db_query_duration_seconds_count{engine="${engine}",outcome="ok"}`)) || 0;
    await db.selectFrom('articles').select('id').execute();
    expect(await value(`wellread_db_query_duration_seconds_count{engine="${engine}",outcome="ok"}`)).toBeGreaterThan(okBefore);
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow();
    expect(await value(`wellread_db_query_duration_seconds_count{engine="${engine}",outcome="error"}`)).toBeGreaterThanOrEqual(1);
    expect(await serverMetricsRegistry().metrics()).not.toContain('no_such_table');
  });

  it('reports the PostgreSQL pool’s open, idle and waiting connections', async () => {
    const text = await serverMetricsRegistry().metrics();
    if (engine === 'sqlite') {
      expect(text).not.toContain('wellread_db_pool_connections{');
      return;
    }
    expect(await value('wellread_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(await line('wellread_db_pool_connections{state="waiting"}')).toBe('wellread_db_pool_connections{state="waiting"} 0');
  });

  it('reads when the retention job last finished, 0 before it ever has', async () => {
    watchRetention(async () => db);
    await db.deleteFrom('retention_runs').execute();
    expect(await line('wellread_retention_last_run_timestamp_seconds ')).toBe('wellread_retention_last_run_timestamp_seconds 0');
    await db.insertInto('retention_runs').values({ name: 'retention', started_at: '2026-11-28T10:00:00.000Z', finished_at: '2026-11-28T10:00:05.000Z' }).execute();
    expect(await value('wellread_retention_last_run_timestamp_seconds ')).toBe(Date.parse('2026-11-28T10:00:05.000Z') / 1000);
  });
});
