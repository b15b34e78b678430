import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import Database from 'better-sqlite3';

/**
 * The browser-test server's database, for arranging states the product cannot be asked to make and
 * reading what it stored: the SQLite file by default, or the PostgreSQL database in E2E_DATABASE_URL
 * (scripts/e2e.mjs). One synchronous call shape on both engines, like better-sqlite3's:
 * `openE2eDb().prepare(sql).all(...params)`, `.get(...)`, `.run(...)`, with `?` placeholders.
 * SQL in the tests must be understood by both engines.
 */
export interface E2eStatement {
  all(...params: Param[]): unknown[];
  get(...params: Param[]): unknown;
  run(...params: Param[]): void;
}

export interface E2eDb {
  prepare(sqlText: string): E2eStatement;
  close(): void;
}

export type Param = string | number | bigint | null;

export function openE2eDb(): E2eDb {
  const url = process.env.E2E_DATABASE_URL ?? '';
  return url ? postgres(url) : sqlite(process.env.E2E_SQLITE_PATH ?? '.test-results/e2e.db');
}

function sqlite(file: string): E2eDb {
  const db = new Database(file);
  return {
    prepare(sqlText) {
      const statement = db.prepare(sqlText);
      return {
        all: (...params) => statement.all(...params),
        get: (...params) => statement.get(...params),
        run: (...params) => void statement.run(...params),
      };
    },
    close: () => db.close(),
  };
}

/**
 * Each statement runs in Debian's psql (a fresh connection, committed at once). Rows come back as
 * row_to_json, so numbers stay numbers as better-sqlite3 gives them; parameters are bound as
 * literals by `bindParams` (numbers as digits, strings dollar-quoted, null as NULL).
 */
function postgres(url: string): E2eDb {
  const psql = (input: string) =>
    execFileSync(psqlPath(), ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url], {
      input,
      encoding: 'utf8',
      env: { ...process.env, PGCLIENTENCODING: 'UTF8', PGOPTIONS: '-c client_min_messages=warning' },
      maxBuffer: 64 * 1024 * 1024,
    });
  const rows = (sqlText: string, params: Param[]) =>
    psql(`select row_to_json(e2e_row) from (${bindParams(sqlText, params)}) e2e_row;\n`)
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as unknown);
  return {
    prepare: (sqlText) => ({
      all: (...params) => rows(sqlText, params),
      get: (...params) => rows(sqlText, params)[0],
      run: (...params) => void psql(`${bindParams(sqlText, params)};\n`),
    }),
    close: () => {},
  };
}

/** The newest installed psql (as scripts/with-postgres.sh picks its server), or PSQL, or psql on PATH. */
function psqlPath(): string {
  if (process.env.PSQL) return process.env.PSQL;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(`${base}/${v}/bin/psql`)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? `${base}/${newest}/bin/psql` : 'psql';
}

/**
 * Replaces each `?` outside quotes with its parameter as a PostgreSQL literal. A string becomes a
 * dollar-quoted constant whose tag does not occur in it, so its content is taken verbatim: no
 * escapes, no psql variables, nothing that can end it early.
 */
export function bindParams(sqlText: string, params: Param[]): string {
  let out = '';
  let quote = '';
  let next = 0;
  for (const char of sqlText) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '?') {
      if (next >= params.length) throw new Error(`Too few parameters for: ${sqlText}`);
      out += ` ${literal(params[next++]!)} `;
      continue;
    }
    out += char;
  }
  if (next !== params.length) throw new Error(`${params.length} parameters for ${next} placeholders in: ${sqlText}`);
  return out;
}

function literal(value: Param): string {
  if (value === null) return 'NULL';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot bind ${value}`);
    return String(value);
  }
  let tag = '$p$';
  for (let n = 0; value.includes(tag); n++) tag = `$p${n}$`;
  return `${tag}${value}${tag}`;
}
