import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { requirePermission, type Actor } from '@/features/staff/permissions';
import { documentRow } from './documents.server';
import { previewPathPrefix } from '@/lib/preview-path';
import { LifecycleError } from './errors';

/**
 * Shareable preview links (decision 017): a random token whose SHA-256 is stored, showing the
 * document's newest revision to someone without an account until it expires (at most 14 days).
 * The preview page is private and never cached.
 */
export const maxPreviewHours = 14 * 24;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const previewTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export async function createPreviewLink(db: Kysely<Database>, actor: Actor, id: string, hours: number, now: Date): Promise<{ token: string; path: string; expiresAt: string }> {
  requirePermission(actor, 'preview.share');
  if (!Number.isInteger(hours) || hours < 1 || hours > maxPreviewHours) throw new LifecycleError(400, 'invalid_request', `A link lasts 1 to ${maxPreviewHours} hours.`, [{ path: 'hours', message: `must be 1 to ${maxPreviewHours}` }]);
  await documentRow(db, id);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + hours * 3_600_000).toISOString();
  await db.insertInto('preview_links').values({ token_hash: sha256(token), document_id: id, created_by: actor.email ?? actor.label, created_at: now.toISOString(), expires_at: expiresAt }).execute();
  return { token, path: `${previewPathPrefix}link/${token}`, expiresAt };
}

/** The document a live preview token shows, or null (unknown, expired, or its document deleted). */
export async function previewLinkDocument(db: Kysely<Database>, token: string, now: Date): Promise<string | null> {
  if (!previewTokenPattern.test(token)) return null;
  const row = await db.selectFrom('preview_links').select(['document_id', 'expires_at']).where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return row.document_id;
}

/** Links still open for a document, newest first (the editor lists them and can end one). */
export async function listPreviewLinks(db: Kysely<Database>, actor: Actor, id: string, now: Date): Promise<{ createdBy: string; createdAt: string; expiresAt: string }[]> {
  requirePermission(actor, 'newsroom.view');
  const rows = await db.selectFrom('preview_links').select(['created_by', 'created_at', 'expires_at']).where('document_id', '=', id).where('expires_at', '>', now.toISOString()).orderBy('created_at', 'desc').execute();
  return rows.map((r) => ({ createdBy: r.created_by, createdAt: r.created_at, expiresAt: r.expires_at }));
}

/** Ends every open link of a document. */
export async function endPreviewLinks(db: Kysely<Database>, actor: Actor, id: string): Promise<number> {
  requirePermission(actor, 'preview.share');
  const result = await db.deleteFrom('preview_links').where('document_id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
