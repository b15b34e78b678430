import type { Kysely } from 'kysely';
import { idColumn as idColumnFor } from '../engine';

/**
 * The newsroom (decision 017, docs/newsroom.md).
 *
 * - `staff` and `staff_roles`: the organisation's people and their roles, keyed by the email the
 *   staff identity provider vouches for, so an admin can grant a role before the person first signs
 *   in. They replace 016's `member_roles`, which nothing granted: a role belongs to a staff email
 *   signed in through the staff provider, never to a reader's Apple or Google account.
 * - `newsroom_documents`: one row per editable document (article, category, navigation, campaign),
 *   its lifecycle state (draft, in_review, approved, scheduled, published, unpublished), which
 *   revision is live and where, the approval, the schedule and the next review due. The live
 *   tables (articles, categories, navigation, campaigns) keep holding only what is published, so
 *   nothing that reads them can show a draft.
 * - `document_revisions`: every save, the whole document, who and when.
 * - `review_comments`: reviewers' comments, anchored to a block, and the approve/return decisions.
 * - `audit_log`: every publish, unpublish, schedule, delete and role change.
 * - `preview_links`: shareable preview links (the SHA-256 of the token), with an expiry.
 * - `media`: the media library's items; the files themselves are in the configured storage.
 * - `redirects`: an old path of a document whose canonicalPath changed, to its new one (301).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credentials', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_roles')
    .addColumn('email', 'text', (c) => c.notNull().references('staff.email').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text')
    .addPrimaryKeyConstraint('staff_roles_pk', ['email', 'role'])
    .execute();
  await db.schema.dropTable('member_roles').execute();

  await db.schema
    .createTable('newsroom_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    // Where the head revision would go live: an article's or category's canonical path, the site for navigation, a campaign's _uuid.
    .addColumn('doc_key', 'text', (c) => c.notNull())
    // Where the live revision is (null when nothing is live); differs from doc_key after a change of canonicalPath until it is published.
    .addColumn('live_key', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('author_email', 'text')
    .addColumn('reviewer_email', 'text')
    .addColumn('head_revision', 'integer', (c) => c.notNull())
    .addColumn('live_revision', 'integer')
    .addColumn('approved_revision', 'integer')
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('publish_at', 'text')
    .addColumn('unpublish_at', 'text')
    .addColumn('next_review_due', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('newsroom_documents_by_key').on('newsroom_documents').columns(['site', 'document_type', 'doc_key']).unique().execute();
  await db.schema.createIndex('newsroom_documents_by_status').on('newsroom_documents').columns(['status', 'updated_at']).execute();
  await db.schema.createIndex('newsroom_documents_by_publish_at').on('newsroom_documents').column('publish_at').execute();
  await db.schema.createIndex('newsroom_documents_by_unpublish_at').on('newsroom_documents').column('unpublish_at').execute();
  await db.schema.createIndex('newsroom_documents_by_review_due').on('newsroom_documents').column('next_review_due').execute();

  await db.schema
    .createTable('document_revisions')
    .addColumn('document_id', 'text', (c) => c.notNull().references('newsroom_documents.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    // 'save', 'autosave', 'import', 'api', 'restore', 'approval'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text')
    .addColumn('author_label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_revisions_pk', ['document_id', 'number'])
    .execute();

  await db.schema
    .createTable('review_comments')
    .addColumn('id', 'integer', idColumnFor(db))
    .addColumn('document_id', 'text', (c) => c.notNull().references('newsroom_documents.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    // The block the comment is about (body[3]), or null for the whole document.
    .addColumn('block', 'text')
    // 'comment', 'approved' or 'returned'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('author_label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('review_comments_by_document').on('review_comments').columns(['document_id', 'id']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', idColumnFor(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('site', 'text')
    .addColumn('document_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_by_at').on('audit_log').column('at').execute();

  await db.schema
    .createTable('preview_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('newsroom_documents.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('caption', 'text')
    .addColumn('credit', 'text')
    .addColumn('focal_x', 'real', (c) => c.notNull())
    .addColumn('focal_y', 'real', (c) => c.notNull())
    // JSON: the stored files, [{ key, width, format, bytes }], the original first.
    .addColumn('variants', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_by_created_at').on('media').column('created_at').execute();

  await db.schema
    .createTable('redirects')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('from_path', 'text', (c) => c.notNull())
    .addColumn('to_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('redirects_pk', ['site', 'from_path'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['redirects', 'media', 'preview_links', 'audit_log', 'review_comments', 'document_revisions', 'newsroom_documents', 'staff_roles', 'staff']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .createTable('member_roles')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text')
    .addPrimaryKeyConstraint('member_roles_pk', ['member_id', 'role'])
    .execute();
}
