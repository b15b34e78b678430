import { deleteDocumentWithChanges, documentIdParams, documentView, saveDocumentBody } from '@/publishing/lifecycle/api-handlers.server';
import { saveRevision } from '@/publishing/lifecycle/documents.server';
import { expire, jsonBody, maxDocumentBodyBytes, newsroomRoute, noContent, paramsOf, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

type Params = { id: string };

/** GET /api/newsroom/documents/[id]: the head revision with its issues, checks, comments, preview links and what the person may do. */
export const GET = newsroomRoute<Params>('newsroom.view', async ({ db, actor }, _request, params) => {
  const path = paramsOf(params, documentIdParams);
  if (!path.ok) return path.response;
  return privateJson(await documentView(db, actor, path.data.id, new Date()));
});

/** PUT /api/newsroom/documents/[id] {document, baseRevision, autosave?}: a new revision; 409 with the newer revision's number, author and time when another save came first. */
export const PUT = newsroomRoute<Params>('newsroom.view', async ({ db, actor }, request, params) => {
  const path = paramsOf(params, documentIdParams);
  if (!path.ok) return path.response;
  const body = await jsonBody(request, maxDocumentBodyBytes, saveDocumentBody);
  if (!body.ok) return body.response;
  const { document, baseRevision, autosave } = body.data;
  return privateJson(await saveRevision(db, actor, path.data.id, document, baseRevision, new Date(), autosave ? 'autosave' : 'save'));
});

/** DELETE /api/newsroom/documents/[id]: the document and its history (taken off the site first). */
export const DELETE = newsroomRoute<Params>('newsroom.view', async ({ db, actor }, _request, params) => {
  const path = paramsOf(params, documentIdParams);
  if (!path.ok) return path.response;
  expire(await deleteDocumentWithChanges(db, actor, path.data.id, new Date()));
  return noContent();
});
