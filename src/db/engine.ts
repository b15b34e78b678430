import { type Kysely, PostgresAdapter } from 'kysely';

/** Which engine a Kysely instance (or transaction) talks to, from its adapter. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
