import { Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type DatabaseConnection, type Driver } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOfDb, isPostgres } from '@/db/engine';
import type { Database } from '@/db/schema';
import { openTestDb } from './test-db';

describe('database engine', () => {
  let db: Kysely<Database>;
  let engine: 'sqlite' | 'postgres';
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, engine, close } = await openTestDb()));
  afterAll(() => close());

  it('is the configured engine, on the connection and inside a transaction', async () => {
    expect(engineOfDb(db as Kysely<unknown>)).toBe(engine);
    const inside = await db.transaction().execute(async (trx) => isPostgres(trx as unknown as Kysely<unknown>));
    expect(inside).toBe(engine === 'postgres');
  });

  it('does not depend on the adapter class, which another bundled copy of Kysely would not share', () => {
    // A connection made outside createDb has no engine recorded: asking is an error, never a guess.
    const driver: Driver = {
      init: async () => undefined,
      acquireConnection: async () => ({}) as DatabaseConnection,
      beginTransaction: async () => undefined,
      commitTransaction: async () => undefined,
      rollbackTransaction: async () => undefined,
      releaseConnection: async () => undefined,
      destroy: async () => undefined,
    };
    const foreign = new Kysely<unknown>({
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => driver,
        createIntrospector: (k) => new SqliteIntrospector(k),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      },
    });
    expect(() => engineOfDb(foreign)).toThrow(/createDb/);
  });
});
