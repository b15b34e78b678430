import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/**
 * The engine is decided from configuration when the connection is made (createDb) and written on
 * the instance's dialect adapter under a registered symbol. An `instanceof PostgresAdapter` check
 * fails when a route's bundle carries its own copy of Kysely (the SQLite query then ran on
 * PostgreSQL); a Symbol.for key is the same in every copy. Transactions share the adapter.
 */
const engineKey = Symbol.for('wellread.db.engine');

type Marked = { [engineKey]?: Engine };

export function markEngine(db: Kysely<unknown>, engine: Engine): void {
  Object.defineProperty(db.getExecutor().adapter, engineKey, { value: engine, enumerable: false });
}

export function engineOfDb(db: Kysely<unknown>): Engine {
  const engine = (db.getExecutor().adapter as Marked)[engineKey];
  if (!engine) throw new Error('This database connection was not made by createDb (src/db/connect.ts), so its engine is unknown.');
  return engine;
}

export function isPostgres(db: Kysely<unknown>): boolean {
  return engineOfDb(db) === 'postgres';
}

/** An auto-numbered integer primary key on either engine, for createTable's addColumn('id', 'integer', …). */
export function idColumn(db: Kysely<unknown>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db)
    ? (col) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col) => col.primaryKey().autoIncrement();
}
