import { DEFAULT_MIGRATION_TABLE, sql, type Kysely } from 'kysely';
import { migrationNames } from './connect';

export interface MigrationStatus {
  /** Migrations this code has that the database has not applied, in order. */
  pending: string[];
  /** Migrations the database has applied that this code does not know (a newer release migrated it). */
  unknown: string[];
}

/**
 * Compares the migrations in `connect.ts` with the rows of Kysely's migration table, read only
 * (Kysely's own Migrator.getMigrations() would create the table). Throws when the table is missing,
 * that is when the database was never migrated.
 */
export async function migrationStatus<DB>(db: Kysely<DB>): Promise<MigrationStatus> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const known = new Set(migrationNames);
  return {
    pending: migrationNames.filter((name) => !applied.has(name)),
    unknown: [...applied].filter((name) => !known.has(name)).sort(),
  };
}
