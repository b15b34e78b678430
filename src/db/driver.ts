import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';

/** The driver object under a Kysely instance, for libraries that take one (the rate limiter's database store). */
export type Driver = { engine: 'postgres'; pool: Pool } | { engine: 'sqlite'; database: BetterSqlite3.Database };

/** Kept on the dialect adapter under a registered symbol, like the engine (see engine.ts): the same in every bundled copy, shared by transactions. */
const driverKey = Symbol.for('wellread.db.driver');

type Marked = { [driverKey]?: Driver };

export function markDriver<DB>(db: Kysely<DB>, driver: Driver): void {
  Object.defineProperty(db.getExecutor().adapter, driverKey, { value: driver, enumerable: false });
}

export function driverOf<DB>(db: Kysely<DB>): Driver {
  const driver = (db.getExecutor().adapter as Marked)[driverKey];
  if (!driver) throw new Error('This database connection was not made by createDb (src/db/connect.ts), so its driver is unknown.');
  return driver;
}
