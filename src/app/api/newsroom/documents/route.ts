import { createDocumentBody, documentFilter, documentListQuery } from '@/publishing/lifecycle/api-handlers.server';
import { createDocument, listDocuments, readiness } from '@/publishing/lifecycle/documents.server';
import { jsonBody, maxDocumentBodyBytes, newsroomRoute, privateJson, queryOf } from '@/app/api/newsroom/_lib/newsroom-route';

/** GET /api/newsroom/documents?site&status&type&category&author&reviewer&q&due=overdue&offset&limit: the document list. */
export const GET = newsroomRoute('newsroom.view', async ({ db, actor }, request) => {
  const query = queryOf(request, documentListQuery);
  if (!query.ok) return query.response;
  return privateJson(await listDocuments(db, actor, documentFilter(query.data, new Date())));
});

/** POST /api/newsroom/documents {document}: a new draft. */
export const POST = newsroomRoute('newsroom.view', async ({ db, actor }, request) => {
  const body = await jsonBody(request, maxDocumentBodyBytes, createDocumentBody);
  if (!body.ok) return body.response;
  const state = await createDocument(db, actor, body.data.document, new Date());
  return privateJson({ state, ...readiness(body.data.document) }, { status: 201 });
});
