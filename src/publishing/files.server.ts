import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { templateTraits } from '@/content/page-templates';
import { listAllDocuments } from '@/content/store.server';
import { cliActor, storeFromAutomation } from './lifecycle/automation.server';
import { publishChecks, withChecks } from './checks';
import { validateDocument, type ContentDocument, type ContentIssue } from './validate';

export interface FileResult {
  file: string;
  ok: boolean;
  errors: ContentIssue[];
  warnings: ContentIssue[];
}

/** Every .json file under the given files and folders, sorted so runs are repeatable. */
export async function collectJsonFiles(inputs: string[]): Promise<string[]> {
  const found: string[] = [];
  async function walk(target: string): Promise<void> {
    const stat = await fs.stat(target);
    if (stat.isDirectory()) {
      for (const entry of (await fs.readdir(target)).sort()) await walk(path.join(target, entry));
    } else if (target.endsWith('.json')) {
      found.push(target);
    }
  }
  for (const input of inputs) await walk(input);
  return found;
}

async function readDocument(file: string): Promise<{ data?: unknown; error?: string }> {
  const text = await fs.readFile(file, 'utf8');
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: `invalid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Validates each file and, with a database, stores the valid ones as a new revision in the
 * newsroom and publishes it (or, with `draft`, saves the revision only). A document with any error
 * is rejected whole; the others are stored, each in its own transaction. The publish checks
 * (checks.ts) come back as warnings, so an import never fails on them.
 */
export async function importFiles(db: Kysely<Database> | null, inputs: string[], options: { draft?: boolean } = {}): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of await collectJsonFiles(inputs)) {
    const { data, error } = await readDocument(file);
    if (error) {
      results.push({ file, ok: false, errors: [{ path: '(document)', message: error }], warnings: [] });
      continue;
    }
    const result = validateDocument(data);
    if (!result.ok) {
      results.push({ file, ok: false, errors: result.errors, warnings: result.warnings });
      continue;
    }
    const { $schema: _pointer, ...raw } = data as Record<string, unknown>;
    if (!db) {
      results.push({ file, ok: true, errors: [], warnings: withChecks(result.warnings, publishChecks(raw)) });
      continue;
    }
    const stored = await storeFromAutomation(db, cliActor, raw, { draft: options.draft === true, kind: 'import' }, new Date());
    results.push({ file, ok: true, errors: [], warnings: stored.warnings });
  }
  return results;
}

export function exportFileName(document: ContentDocument): string {
  if (document.documentType === 'navigation') return path.join(document.site, 'navigation.json');
  if (document.documentType === 'campaign') return path.join(document.site, 'campaigns', `${document._uuid}.json`);
  if (document.documentType === 'category') return path.join(document.site, 'categories', `${document.slug}.json`);
  const folder = templateTraits(document.pageTemplate).exportFolder;
  return path.join(document.site, folder, `${document.canonicalPath.slice(1).replaceAll('/', '--')}.json`);
}

/** Writes every stored document under dir, one file each; returns the files written. */
export async function exportDocuments(db: Kysely<Database>, dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const document of await listAllDocuments(db)) {
    const file = path.join(dir, exportFileName(document));
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
    written.push(file);
  }
  return written;
}
