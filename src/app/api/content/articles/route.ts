import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client.server';
import { canonicalPathField, siteField } from '@/content/fields';
import { tagsForChange, type ContentChange } from '@/content/cache-tags';
import { deleteArticle, upsertDocument } from '@/publishing/publish.server';
import { validateDocument } from '@/publishing/validate';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { checkContentToken } from '@/publishing/api-auth.server';
import { clientAddress } from '@/lib/client-address.server';
import { apiRoute } from '@/lib/api-route';

const maxDocumentBytes = 2 * 1024 * 1024;

/** Expires the cached pages a change affects at once (the next request renders them anew). */
function expire(change: ContentChange): void {
  for (const tag of tagsForChange(change)) revalidateTag(tag, { expire: 0 });
}

/** Publishes one article document (create or replace). Authorised by CONTENT_API_TOKEN. */
async function handlePUT(request: Request): Promise<Response> {
  const denied = await checkContentToken(request, await clientAddress());
  if (denied) return denied;
  const read = await readJsonBody(request, maxDocumentBytes);
  if (!read.ok) return read.response;
  const result = validateDocument(read.body);
  if (!result.ok) return apiError(400, 'invalid_document', 'The document has errors; nothing was stored.', result.errors);
  if (result.document.documentType !== 'article') {
    return apiError(400, 'invalid_document', 'This endpoint takes article documents.', [{ path: 'documentType', message: 'must be "article"' }]);
  }
  await upsertDocument(await getDb(), result.document);
  expire({ kind: 'article', site: result.document.site, path: result.document.canonicalPath });
  return Response.json({ stored: { site: result.document.site, canonicalPath: result.document.canonicalPath }, warnings: result.warnings });
}

const deleteQuery = z.strictObject({ site: siteField, path: canonicalPathField });

async function handleDELETE(request: Request): Promise<Response> {
  const denied = await checkContentToken(request, await clientAddress());
  if (denied) return denied;
  const query = deleteQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, 'invalid_query', 'site and path are required.', zodIssues(query.error));
  const deleted = await deleteArticle(await getDb(), query.data.site, query.data.path);
  if (!deleted) return apiError(404, 'not_found', `No article at ${query.data.path} on ${query.data.site}.`);
  expire({ kind: 'article', site: query.data.site, path: query.data.path });
  return new Response(null, { status: 204 });
}

export const PUT = apiRoute(handlePUT);
export const DELETE = apiRoute(handleDELETE);
