/**
 * Database migrations: npm run db:migrate
 * Brings the database in DATABASE_URL (PostgreSQL) or SQLITE_PATH (SQLite) up to date and lists the
 * migrations it ran. Servers also migrate on their first database use; run this before starting new
 * instances so that none of them does it under traffic. Safe to run twice; on PostgreSQL also while
 * servers run (Kysely's advisory lock lets one process migrate at a time). Exit code 0 on success, 1 on failure.
 */
import { createDb, migrateToLatest, migrationNames } from '../src/db/connect';
import { env } from '../src/lib/env';

async function main(): Promise<number> {
  const { DATABASE_URL, SQLITE_PATH } = env();
  const db = await createDb({ databaseUrl: DATABASE_URL, sqlitePath: SQLITE_PATH });
  try {
    const ran = await migrateToLatest(db);
    for (const name of ran) console.log(`migrated ${name}`);
    console.log(ran.length ? `${String(ran.length)} migration(s) run; the database is at ${migrationNames.at(-1) ?? ''}` : `already up to date at ${migrationNames.at(-1) ?? ''}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`db:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
