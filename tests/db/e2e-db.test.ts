import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindParams, openE2eDb } from '@tests/e2e/db';

// The browser tests' database helper (tests/e2e/db.ts), on the engine this run uses: on PostgreSQL
// it goes through psql, so parameters must arrive byte for byte and rows keep their types.
const hostile = [
  "it's",
  '$p$',
  '$p$ and $p0$',
  'back\\slash \\g \\q',
  ":'name' :name ?",
  "'); drop table e2e_db_check; --",
  'line one\nline two\ttab',
  'Wellread’s ü 🙂',
  '',
];

describe('the browser tests’ database helper', () => {
  const saved = { url: process.env.E2E_DATABASE_URL, file: process.env.E2E_SQLITE_PATH };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-e2e-db-'));

  beforeAll(() => {
    process.env.E2E_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
    process.env.E2E_SQLITE_PATH = path.join(dir, 'e2e.db');
    const db = openE2eDb();
    db.prepare('drop table if exists e2e_db_check').run();
    db.prepare('create table e2e_db_check (id integer primary key, s text, n real)').run();
    db.close();
  });

  afterAll(() => {
    const db = openE2eDb();
    db.prepare('drop table e2e_db_check').run();
    db.close();
    for (const [key, value] of [['E2E_DATABASE_URL', saved.url], ['E2E_SQLITE_PATH', saved.file]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores and reads back every string as given, and numbers and null as numbers and null', () => {
    const db = openE2eDb();
    const insert = db.prepare('insert into e2e_db_check (id, s, n) values (?, ?, ?)');
    hostile.forEach((s, i) => insert.run(i + 1, s, i + 0.5));
    insert.run(100, null, null);
    expect(db.prepare('select id, s, n from e2e_db_check where id < ? order by id').all(100)).toEqual(hostile.map((s, i) => ({ id: i + 1, s, n: i + 0.5 })));
    expect(db.prepare('select s, n from e2e_db_check where id = ?').get(100)).toEqual({ s: null, n: null });
    expect(db.prepare("select count(*) as n from e2e_db_check where s = ? and s <> '?'").get("it's")).toEqual({ n: 1 });
    expect(db.prepare('select id from e2e_db_check where id = ?').get(999)).toBeUndefined();
    db.close();
  });

  it('refuses a parameter count that does not match the placeholders', () => {
    expect(() => bindParams('select ? as a', [])).toThrow(/Too few parameters/);
    expect(() => bindParams("select ? as a, '?' as b", [1, 2])).toThrow(/2 parameters for 1 placeholders/);
  });
});
