/**
 * Database migrations: npm run db:migrate
 * Brings the database in DATABASE_URL (PostgreSQL) or SQLITE_PATH (SQLite) up to date and lists the
 * migrations it ran. Servers also migrate on their first database use; run this before starting new
 * instances so that none of them does it under traffic. Safe to run twice; on PostgreSQL also while
 * servers run (Kysely's advisory lock lets one process migrate at a time). Exit code 0 on success, 1 on failure.
 */
import { migrateToLatest, migrationNames } from '../src/db/connect';
import { exitWith, withDatabase } from './db-cli';

exitWith(
  'db:migrate',
  withDatabase(async (db) => {
    const ran = await migrateToLatest(db);
    for (const name of ran) console.log(`migrated ${name}`);
    const latest = migrationNames.at(-1) ?? '';
    console.log(ran.length ? `${String(ran.length)} migration(s) run; the database is at ${latest}` : `already up to date at ${latest}`);
    return 0;
  }),
);
