import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import { markEngine, type Engine } from './engine';
import { markDriver } from './driver';
import { queryTimer, watchPool } from './db-metrics';
import type { Database } from './schema';
import { log } from '@/lib/log';
import * as m001 from './migrations/001_content_and_events';
import * as m002 from './migrations/002_search';
import * as m003 from './migrations/003_newsletter';
import * as m004 from './migrations/004_event_link_fields';
import * as m005 from './migrations/005_consent';
import * as m006 from './migrations/006_house_ads';
import * as m007 from './migrations/007_survey';
import * as m008 from './migrations/008_drug_savings';
import * as m009 from './migrations/009_rate_limiter_flexible';
import * as m010 from './migrations/010_content_changes';
import * as m011 from './migrations/011_retention';
import * as m012 from './migrations/012_campaigns';
import * as m013 from './migrations/013_event_anonymous_id';
import * as m014 from './migrations/014_delivery_queue';
import * as m015 from './migrations/015_error_reports';
import * as m016 from './migrations/016_members';
import * as m017 from './migrations/017_newsroom';
import * as m018 from './migrations/018_promotion_schedules';
import * as m019 from './migrations/019_authors';
import * as m020 from './migrations/020_feedback';
import * as m021 from './migrations/021_series';
import * as m022 from './migrations/022_campaign_figures';

/** Every migration, in order. A new migration is one more line here. */
const migrations: Record<string, Migration> = {
  '001_content_and_events': m001,
  '002_search': m002,
  '003_newsletter': m003,
  '004_event_link_fields': m004,
  '005_consent': m005,
  '006_house_ads': m006,
  '007_survey': m007,
  '008_drug_savings': m008,
  '009_rate_limiter_flexible': m009,
  '010_content_changes': m010,
  '011_retention': m011,
  '012_campaigns': m012,
  '013_event_anonymous_id': m013,
  '014_delivery_queue': m014,
  '015_error_reports': m015,
  '016_members': m016,
  '017_newsroom': m017,
  '018_promotion_schedules': m018,
  '019_authors': m019,
  '020_feedback': m020,
  '021_series': m021,
  '022_campaign_figures': m022,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface DbConfig {
  /** postgres://… selects PostgreSQL; empty selects SQLite at sqlitePath. */
  databaseUrl: string;
  sqlitePath: string;
}

export type { Engine };

export function engineOf(config: DbConfig): Engine {
  return config.databaseUrl ? 'postgres' : 'sqlite';
}

export async function createDb(config: DbConfig): Promise<Kysely<Database>> {
  if (engineOf(config) === 'postgres') {
    const { Pool } = await import('pg');
    // A request waits at most 3 s for a connection, so an unreachable server gives a quick 503 (apiRoute), not a hung request.
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: 3_000 });
    // An idle connection whose server went away emits this; without a listener the process would exit. The pool drops it and reconnects on demand.
    pool.on('error', (error) => log('warn', 'PostgreSQL connection lost; it is replaced on the next query', { error: error.message }));
    watchPool(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryTimer('postgres') });
    markEngine(db as Kysely<unknown>, 'postgres');
    markDriver(db as Kysely<unknown>, { engine: 'postgres', pool });
    return db;
  }
  const { default: SQLite } = await import('better-sqlite3');
  if (config.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(config.sqlitePath)), { recursive: true });
  const sqlite = new SQLite(config.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log: queryTimer('sqlite') });
  markEngine(db as Kysely<unknown>, 'sqlite');
  markDriver(db as Kysely<unknown>, { engine: 'sqlite', database: sqlite });
  return db;
}

/** Brings the schema up to date and returns the names of the migrations it ran; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`${failed ? `Database migration ${failed.migrationName}` : 'Database migrations'} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Every migration's name, in order. */
export const migrationNames: readonly string[] = Object.keys(migrations);
