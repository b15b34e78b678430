import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createDb, engineOf, migrateToLatest, type DbConfig } from '@/db/connect';
import type { Database } from '@/db/schema';

/**
 * A fresh, migrated database for one test file: a throwaway SQLite file by default, or the
 * PostgreSQL database in TEST_DATABASE_URL (emptied first; run such files one at a time).
 */
export async function openTestDb(): Promise<{ db: Kysely<Database>; engine: 'sqlite' | 'postgres'; config: DbConfig; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const dir = url ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-db-'));
  const config: DbConfig = { databaseUrl: url, sqlitePath: url ? '' : path.join(dir, 'test.db') };
  const db = await createDb(config);
  if (url) {
    await sql`drop schema public cascade`.execute(db);
    await sql`create schema public`.execute(db);
  }
  await migrateToLatest(db);
  return {
    db,
    engine: engineOf(config),
    /** For a second connection to the same database (createDb(config)), as another app instance would open. */
    config,
    close: async () => {
      await db.destroy();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
