import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** Which engine a Kysely instance (or transaction) talks to, from its adapter. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key on either engine, for createTable's addColumn('id', 'integer', …). */
export function idColumn(db: Kysely<unknown>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db)
    ? (col) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col) => col.primaryKey().autoIncrement();
}
