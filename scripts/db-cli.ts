/**
 * The frame of a command-line job on the database (npm run db:migrate, npm run retention): opens the
 * database named by DATABASE_URL or SQLITE_PATH, runs the job, closes the database and exits with the
 * job's code, or with 1 and "<name> failed: <reason>" when anything throws.
 */
import type { Kysely } from 'kysely';
import { createDb } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { env } from '../src/lib/env';

export function runDatabaseJob(name: string, job: (db: Kysely<Database>) => Promise<number>): void {
  const run = async () => {
    const { DATABASE_URL, SQLITE_PATH } = env();
    const db = await createDb({ databaseUrl: DATABASE_URL, sqlitePath: SQLITE_PATH });
    try {
      return await job(db);
    } finally {
      await db.destroy();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
