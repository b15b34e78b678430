import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client.server';
import { canonicalPathField, siteField } from '@/content/fields';
import { tagsForChange, type ContentChange } from '@/content/cache-tags';
import { findArticle } from '@/content/store.server';
import { validateDocument } from '@/publishing/validate';
import { storedAuthorIssues } from '@/publishing/author-references.server';
import { storedSeriesIssues } from '@/publishing/series-references.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { checkContentToken } from '@/publishing/api-auth.server';
import { apiActor, documentAt, storeFromAutomation, takeDownFromAutomation } from '@/publishing/lifecycle/automation.server';
import { revisionDocument, stateOf } from '@/publishing/lifecycle/documents.server';
import { clientAddress } from '@/lib/client-address.server';
import { apiRoute } from '@/lib/api-route';

const maxDocumentBytes = 2 * 1024 * 1024;
const noStore = { 'cache-control': 'private, no-store' };

/** Expires the cached pages a change affects at once (the next request renders them anew). */
function expire(change: ContentChange): void {
  for (const tag of tagsForChange(change)) revalidateTag(tag, { expire: 0 });
}

const statusQuery = z.strictObject({ status: z.enum(['draft', 'published']).default('published') });

/**
 * Stores one article document (create or replace) as a new revision in the newsroom and publishes it,
 * as this endpoint always did (the publish checks come back as warnings); `?status=draft` saves the
 * revision only. Authorised by CONTENT_API_TOKEN.
 */
async function handlePUT(request: Request): Promise<Response> {
  const denied = await checkContentToken(request, await clientAddress());
  if (denied) return denied;
  const query = statusQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, 'invalid_query', 'status is draft or published.', zodIssues(query.error));
  const read = await readJsonBody(request, maxDocumentBytes);
  if (!read.ok) return read.response;
  const result = validateDocument(read.body);
  if (!result.ok) return apiError(400, 'invalid_document', 'The document has errors; nothing was stored.', result.errors);
  if (result.document.documentType !== 'article') {
    return apiError(400, 'invalid_document', 'This endpoint takes article documents.', [{ path: 'documentType', message: 'must be "article"' }]);
  }
  const db = await getDb();
  const authorIssues = await storedAuthorIssues(db, result.document);
  if (authorIssues.length) return apiError(400, 'invalid_document', 'The article names author records this site does not have; nothing was stored.', authorIssues);
  const seriesIssues = await storedSeriesIssues(db, result.document);
  if (seriesIssues.length) return apiError(400, 'invalid_document', 'The article joins a content series this site does not have; nothing was stored.', seriesIssues);
  const { $schema: _pointer, ...raw } = read.body as Record<string, unknown>;
  const draft = query.data.status === 'draft';
  const stored = await storeFromAutomation(db, apiActor, raw, { draft, kind: 'api' }, new Date());
  if (!draft) expire({ kind: 'article', site: result.document.site, path: result.document.canonicalPath });
  return Response.json({
    stored: { site: result.document.site, canonicalPath: result.document.canonicalPath, status: stored.state.status },
    document: { id: stored.state.id, revision: stored.state.headRevision, liveRevision: stored.state.liveRevision },
    warnings: stored.warnings,
  });
}

const readQuery = z.strictObject({ site: siteField, path: canonicalPathField, status: z.enum(['draft', 'published']).default('published') });

/** Reads back what is live at a path (or, with `status=draft`, the newest revision and its state). */
async function handleGET(request: Request): Promise<Response> {
  const denied = await checkContentToken(request, await clientAddress());
  if (denied) return denied;
  const query = readQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, 'invalid_query', 'site and path are required; status is draft or published.', zodIssues(query.error));
  const db = await getDb();
  const { site, path, status } = query.data;
  if (status === 'published') {
    const document = await findArticle(db, site, path);
    if (!document) return apiError(404, 'not_found', `No article is live at ${path} on ${site}.`, [], noStore);
    const record = await documentAt(db, site, 'article', path);
    return Response.json({ document, revision: record?.live_revision ?? null, id: record?.id ?? null }, { headers: noStore });
  }
  const record = await documentAt(db, site, 'article', path);
  if (!record) return apiError(404, 'not_found', `No article document has ${path} on ${site}.`, [], noStore);
  return Response.json({ document: await revisionDocument(db, record.id, record.head_revision), revision: record.head_revision, id: record.id, state: stateOf(record) }, { headers: noStore });
}

const deleteQuery = z.strictObject({ site: siteField, path: canonicalPathField });

/** Takes the article at a path off the site (its newsroom history stays: an editor can publish it again). */
async function handleDELETE(request: Request): Promise<Response> {
  const denied = await checkContentToken(request, await clientAddress());
  if (denied) return denied;
  const query = deleteQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, 'invalid_query', 'site and path are required.', zodIssues(query.error));
  const deleted = await takeDownFromAutomation(await getDb(), apiActor, query.data.site, 'article', query.data.path, new Date());
  if (!deleted) return apiError(404, 'not_found', `No article at ${query.data.path} on ${query.data.site}.`);
  expire({ kind: 'article', site: query.data.site, path: query.data.path });
  return new Response(null, { status: 204 });
}

export const GET = apiRoute(handleGET);
export const PUT = apiRoute(handlePUT);
export const DELETE = apiRoute(handleDELETE);
