import 'server-only';
import type { Kysely } from 'kysely';
import { env } from '@/lib/env';
import { createDb, migrateToLatest } from './connect';
import type { Database } from './schema';

declare global {
  // One connection per server process, kept across dev-mode module reloads.
  var __wellreadDb: Promise<Kysely<Database>> | undefined;
}

/** The process's database, migrated on first use. */
export function getDb(): Promise<Kysely<Database>> {
  globalThis.__wellreadDb ??= (async () => {
    const { DATABASE_URL, SQLITE_PATH } = env();
    const db = await createDb({ databaseUrl: DATABASE_URL, sqlitePath: SQLITE_PATH });
    await migrateToLatest(db);
    return db;
  })().catch((error: unknown) => {
    globalThis.__wellreadDb = undefined;
    throw error;
  });
  return globalThis.__wellreadDb;
}

export async function closeDb(): Promise<void> {
  const pending = globalThis.__wellreadDb;
  globalThis.__wellreadDb = undefined;
  if (pending) await (await pending).destroy();
}
