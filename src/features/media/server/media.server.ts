import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, MediaTable } from '@/db/schema';
import { log } from '@/lib/log';
import { cleanFileName, mediaMetaSchema, mediaUpdateSchema, parseMediaInput, type MediaUpdate } from '../schema';
import { mediaIdPattern, type MediaItem, type MediaVariant } from '../urls';
import { defaultMediaLimits, processImage, type MediaLimits } from './process.server';
import type { MediaStorage } from './storage.server';
import { findMediaUsage, type MediaUsage } from './usage.server';

export interface UploadMediaInput {
  bytes: Uint8Array;
  fileName: string;
  alt: string;
  caption?: string | null;
  credit?: string | null;
  focalX?: number;
  focalY?: number;
  /** The staff member's email. */
  createdBy: string;
}

export interface MediaOptions {
  limits?: MediaLimits;
  now?: Date;
}

const base32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new item id: 120 random bits as 24 lower-case base32 characters (urls.ts, mediaIdPattern). */
export function newMediaId(): string {
  return [...randomBytes(24)].map((byte) => base32[byte & 31]).join('');
}

function toItem(row: Selectable<MediaTable>): MediaItem {
  return {
    id: row.id,
    fileName: row.file_name,
    mime: row.mime,
    bytes: Number(row.bytes),
    width: Number(row.width),
    height: Number(row.height),
    sha256: row.sha256,
    alt: row.alt,
    caption: row.caption,
    credit: row.credit,
    focalX: Number(row.focal_x),
    focalY: Number(row.focal_y),
    variants: JSON.parse(row.variants) as MediaVariant[],
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Checks and processes an upload, stores its files and records the item. Throws MediaError (400,
 * 413, 415, 422) for what an editor must fix: missing alt text first, before any image work.
 * Files already stored are removed again when a later step fails.
 */
export async function uploadMedia(db: Kysely<Database>, storage: MediaStorage, input: UploadMediaInput, options: MediaOptions = {}): Promise<MediaItem> {
  const meta = parseMediaInput(mediaMetaSchema, input);
  const processed = await processImage(input.bytes, options.limits ?? defaultMediaLimits);
  const id = newMediaId();
  const stored: string[] = [];
  try {
    const variants: MediaVariant[] = [];
    for (const file of processed.files) {
      const key = `${id}/${file.file}`;
      await storage.put(key, file.bytes, file.contentType);
      stored.push(key);
      variants.push({ key, width: file.width, format: file.format, bytes: file.bytes.byteLength });
    }
    const at = (options.now ?? new Date()).toISOString();
    const row = {
      id,
      file_name: cleanFileName(input.fileName),
      mime: processed.mime,
      bytes: input.bytes.byteLength,
      width: processed.width,
      height: processed.height,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      alt: meta.alt,
      caption: meta.caption,
      credit: meta.credit,
      focal_x: meta.focalX,
      focal_y: meta.focalY,
      variants: JSON.stringify(variants),
      created_by: input.createdBy,
      created_at: at,
      updated_at: at,
    };
    await db.insertInto('media').values(row).execute();
    return toItem(row);
  } catch (error) {
    await removeFiles(storage, stored);
    throw error;
  }
}

async function removeFiles(storage: MediaStorage, keys: string[]): Promise<void> {
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => log('warn', 'media file not removed', { key, error: String(error) }));
  }
}

export async function getMedia(db: Kysely<Database>, id: string): Promise<MediaItem | null> {
  if (!mediaIdPattern.test(id)) return null;
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toItem(row) : null;
}

export interface ListMediaQuery {
  /** Words looked for in alt text, caption, credit and file name (case-insensitive); every word must match. */
  q?: string;
  limit: number;
  offset: number;
}

/** The library newest first, a page at a time, with the number of items matching. */
export async function listMedia(db: Kysely<Database>, query: ListMediaQuery): Promise<{ total: number; items: MediaItem[] }> {
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  let base = db.selectFrom('media');
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    base = base.where(({ or }) => or([matches('alt'), matches('caption'), matches('credit'), matches('file_name')]));
  }
  const limit = Math.min(Math.max(Math.trunc(query.limit) || 1, 1), 100);
  const offset = Math.max(Math.trunc(query.offset) || 0, 0);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(count.n), items: rows.map(toItem) };
}

/** Changes an item's alt text, caption, credit or focal point; null when there is no such item. Throws MediaError (400) for bad input. */
export async function updateMedia(db: Kysely<Database>, id: string, update: MediaUpdate, options: Pick<MediaOptions, 'now'> = {}): Promise<MediaItem | null> {
  const change = parseMediaInput(mediaUpdateSchema, update);
  if (!mediaIdPattern.test(id)) return null;
  const set: Partial<Selectable<MediaTable>> = { updated_at: (options.now ?? new Date()).toISOString() };
  if (change.alt !== undefined) set.alt = change.alt;
  if (change.caption !== undefined) set.caption = change.caption;
  if (change.credit !== undefined) set.credit = change.credit;
  if (change.focalX !== undefined) set.focal_x = change.focalX;
  if (change.focalY !== undefined) set.focal_y = change.focalY;
  const result = await db.updateTable('media').set(set).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return getMedia(db, id);
}

export type DeleteMediaResult = { ok: true } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'in_use'; usedBy: MediaUsage[] };

/**
 * Deletes an item and its files, unless a published document shows it: then nothing is deleted
 * and the answer names those documents. The row goes first, so a file that cannot be removed
 * (logged) is no longer served.
 */
export async function deleteMedia(db: Kysely<Database>, storage: MediaStorage, id: string): Promise<DeleteMediaResult> {
  const item = await getMedia(db, id);
  if (!item) return { ok: false, reason: 'not_found' };
  const usedBy = await findMediaUsage(db, id);
  if (usedBy.length > 0) return { ok: false, reason: 'in_use', usedBy };
  await db.deleteFrom('media').where('id', '=', id).execute();
  await removeFiles(storage, item.variants.map((v) => v.key));
  return { ok: true };
}
