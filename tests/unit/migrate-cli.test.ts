import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationNames } from '@/db/connect';
import { runScript } from '@tests/support/run-script';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-migrate-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const sqlitePath = path.join(dir, 'migrate.db');

const migrate = (env: Record<string, string>) => runScript('scripts/migrate.ts', [], { SQLITE_PATH: sqlitePath, ...env });

describe('npm run db:migrate', { timeout: 30_000 }, () => {
  it('runs every migration on a new database and lists them, then finds it up to date', () => {
    const first = migrate({});
    expect(first.code).toBe(0);
    for (const name of migrationNames) expect(first.out).toContain(`migrated ${name}\n`);
    expect(first.out).toContain(`${String(migrationNames.length)} migration(s) run; the database is at ${migrationNames.at(-1)!}`);
    const db = new Database(sqlitePath, { readonly: true });
    const applied = db.prepare('select name from kysely_migration order by name').all() as { name: string }[];
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name = 'campaigns'").all();
    db.close();
    expect(applied.map((row) => row.name)).toEqual([...migrationNames]);
    expect(tables).toHaveLength(1);

    const second = migrate({});
    expect(second.code).toBe(0);
    expect(second.out).not.toContain('migrated ');
    expect(second.out).toContain(`already up to date at ${migrationNames.at(-1)!}`);
  });

  it('exits 1 with the reason when the database cannot be reached', () => {
    const { code, out } = migrate({ DATABASE_URL: 'postgres://wellread@127.0.0.1:1/none' });
    expect(code).toBe(1);
    // No migration ran, so none is named: the connection failed.
    expect(out).toMatch(/db:migrate failed: Database migrations failed: .*(ECONNREFUSED|connect)/);
  });
});
