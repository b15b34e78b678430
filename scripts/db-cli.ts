/**
 * The frame of the command-line jobs (npm run content, db:migrate, retention): `withDatabase` opens
 * the database named by DATABASE_URL or SQLITE_PATH for one job and closes it after, whatever
 * happens (`withMigratedDatabase` brings its schema up to date first); `exitWith` ends the process with the job's exit code, or with 1 and
 * "<name> failed: <reason>" when the job throws.
 */
import type { Kysely } from 'kysely';
import { createDb, migrateToLatest } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { env } from '../src/lib/env';

export async function withDatabase<T>(job: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { DATABASE_URL, SQLITE_PATH } = env();
  const db = await createDb({ databaseUrl: DATABASE_URL, sqlitePath: SQLITE_PATH });
  try {
    return await job(db);
  } finally {
    await db.destroy();
  }
}

export function withMigratedDatabase<T>(job: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return withDatabase(async (db) => {
    await migrateToLatest(db);
    return job(db);
  });
}

export function exitWith(name: string, job: Promise<number>): void {
  job.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
