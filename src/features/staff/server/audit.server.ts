import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import type { Actor } from '../permissions';

/** The audited actions: every publish, unpublish, schedule, delete and role change (decision 017). */
export type AuditAction =
  | 'publish'
  | 'publish-unapproved'
  | 'unpublish'
  | 'schedule'
  | 'unschedule'
  | 'scheduled-publish'
  | 'scheduled-unpublish'
  | 'delete'
  | 'approve'
  | 'return'
  | 'restore'
  | 'role-grant'
  | 'role-revoke'
  | 'staff-add'
  | 'media-delete';

export interface AuditEntry {
  action: AuditAction;
  summary: string;
  site?: string | null;
  documentId?: string | null;
  detail?: Record<string, unknown>;
}

/** Records an action in the caller's transaction, so the log holds exactly what happened. */
export async function audit(db: Kysely<Database> | Transaction<Database>, actor: Actor, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      actor_email: actor.email,
      actor_label: actor.label,
      action: entry.action,
      site: entry.site ?? null,
      document_id: entry.documentId ?? null,
      summary: entry.summary.slice(0, 500),
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}

export interface AuditRow {
  id: number;
  at: string;
  actorEmail: string | null;
  actorLabel: string;
  action: string;
  site: string | null;
  documentId: string | null;
  summary: string;
}

/** The newest entries first, optionally of one document or one action. */
export async function listAudit(db: Kysely<Database>, filter: { documentId?: string; action?: string; limit?: number; before?: number } = {}): Promise<AuditRow[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor_email', 'actor_label', 'action', 'site', 'document_id', 'summary'])
    .$if(filter.documentId !== undefined, (q) => q.where('document_id', '=', filter.documentId!))
    .$if(filter.action !== undefined, (q) => q.where('action', '=', filter.action!))
    .$if(filter.before !== undefined, (q) => q.where('id', '<', filter.before!))
    .orderBy('id', 'desc')
    .limit(Math.min(filter.limit ?? 100, 500))
    .execute();
  return rows.map((r) => ({ id: r.id, at: r.at, actorEmail: r.actor_email, actorLabel: r.actor_label, action: r.action, site: r.site, documentId: r.document_id, summary: r.summary }));
}
