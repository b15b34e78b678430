import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { templateTraits } from '@/content/page-templates';
import { listAllDocuments } from '@/content/store.server';
import { cliActor, storeFromAutomation } from './lifecycle/automation.server';
import { publishChecks, withChecks } from './checks';
import { validateDocument, type ContentDocument, type ContentIssue, type ValidationResult } from './validate';
import type { AuthorDocument } from '@/content/authors';
import type { SeriesDocument } from '@/content/series';
import { listAuthors } from '@/content/author-store.server';
import { authorReferenceIssues, knownAuthorsOf, type KnownAuthors } from './author-references';
import { listSeriesIds } from '@/content/series-store.server';
import { seriesReferenceIssues } from './series-references';

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

interface Entry {
  file: string;
  /** The document as submitted, without "$schema". */
  raw?: Record<string, unknown>;
  result?: ValidationResult;
  error?: string;
}

async function readEntry(file: string): Promise<Entry> {
  const { data, error } = await readDocument(file);
  if (error) return { file, error };
  const result = validateDocument(data);
  if (!result.ok) return { file, result };
  const { $schema: _pointer, ...raw } = data as Record<string, unknown>;
  return { file, raw, result };
}

/** The author records an article may name: the site's stored ones (with a database) and the valid ones of this run. */
async function knownAuthors(db: Kysely<Database> | null, site: string, inRun: readonly AuthorDocument[]): Promise<KnownAuthors | null> {
  const stored = db ? await listAuthors(db, site) : [];
  const run = inRun.filter((record) => record.site === site);
  // A dry run without the site's records has nothing to check the ids against (import checks them).
  if (!db && run.length === 0) return null;
  return knownAuthorsOf([...stored, ...run]);
}

/** The content series an article may join: the site's stored ones (with a database) and the valid ones of this run; null when a dry run has none for the site to check against. */
async function knownSeries(db: Kysely<Database> | null, site: string, inRun: readonly SeriesDocument[]): Promise<ReadonlySet<string> | null> {
  const stored = db ? await listSeriesIds(db, site) : [];
  const run = inRun.filter((series) => series.site === site).map((series) => series.id);
  if (!db && run.length === 0) return null;
  return new Set([...stored, ...run]);
}

/** Which documents an import stores first: author records, then content series (which name records), then the rest (articles name both). */
function importRank(entry: Entry): number {
  const type = entry.result?.ok ? entry.result.document.documentType : undefined;
  return type === 'author' ? 0 : type === 'series' ? 1 : 2;
}

/**
 * Validates each file and, with a database, stores the valid ones as a new revision in the
 * newsroom and publishes it (or, with `draft`, saves the revision only). Author records are
 * stored first and content series next, so the run's series and articles may name them; a
 * document naming an author record the site does not have, or an article joining a series it
 * does not have (stored, or valid in this run), fails. A document with any error is rejected
 * whole; the others are stored, each in its own transaction. The publish checks (checks.ts) come
 * back as warnings, so an import never fails on them. Results are in file order.
 */
export async function importFiles(db: Kysely<Database> | null, inputs: string[], options: { draft?: boolean } = {}): Promise<FileResult[]> {
  const entries: Entry[] = [];
  for (const file of await collectJsonFiles(inputs)) entries.push(await readEntry(file));
  const runAuthors = entries.flatMap((e) => (e.result?.ok && e.result.document.documentType === 'author' ? [e.result.document] : []));
  const runSeries = entries.flatMap((e) => (e.result?.ok && e.result.document.documentType === 'series' ? [e.result.document] : []));
  const results = new Map<Entry, FileResult>();
  // A stable sort: within each rank, file order.
  for (const entry of [...entries].sort((a, b) => importRank(a) - importRank(b))) {
    const { file, raw, result, error } = entry;
    if (error || !result) {
      results.set(entry, { file, ok: false, errors: [{ path: '(document)', message: error ?? 'unreadable' }], warnings: [] });
      continue;
    }
    if (!result.ok || !raw) {
      results.set(entry, { file, ok: false, errors: result.ok ? [] : result.errors, warnings: result.warnings });
      continue;
    }
    const { document } = result;
    const names = document.documentType === 'article' || document.documentType === 'series';
    const known = names ? await knownAuthors(db, document.site, runAuthors) : null;
    const series = document.documentType === 'article' && document.isContentSeries ? await knownSeries(db, document.site, runSeries) : null;
    const referenceErrors = [...(known ? authorReferenceIssues(document, known) : []), ...(series && document.documentType === 'article' ? seriesReferenceIssues(document, series) : [])];
    if (referenceErrors.length) {
      results.set(entry, { file, ok: false, errors: referenceErrors, warnings: result.warnings });
      continue;
    }
    if (!db) {
      results.set(entry, { file, ok: true, errors: [], warnings: withChecks(result.warnings, publishChecks(raw)) });
      continue;
    }
    const stored = await storeFromAutomation(db, cliActor, raw, { draft: options.draft === true, kind: 'import' }, new Date());
    results.set(entry, { file, ok: true, errors: [], warnings: stored.warnings });
  }
  return entries.map((entry) => results.get(entry)!);
}

export function exportFileName(document: ContentDocument): string {
  if (document.documentType === 'navigation') return path.join(document.site, 'navigation.json');
  if (document.documentType === 'campaign') return path.join(document.site, 'campaigns', `${document._uuid}.json`);
  if (document.documentType === 'category') return path.join(document.site, 'categories', `${document.slug}.json`);
  if (document.documentType === 'author') return path.join(document.site, 'authors', `${document.id}.json`);
  if (document.documentType === 'series') return path.join(document.site, 'series', `${document.id}.json`);
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
