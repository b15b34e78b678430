import { absoluteUrl, currentSiteId } from '@/lib/current-site.server';
import { siteOrigin } from '@/lib/site-origin';
import { documentIdParams, previewLinkBody } from '@/publishing/lifecycle/api-handlers.server';
import { createPreviewLink, endPreviewLinks } from '@/publishing/lifecycle/previews.server';
import { jsonBody, maxBodyBytes, newsroomRoute, paramsOf, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

type Params = { id: string };

/** POST /api/newsroom/documents/[id]/preview-links {hours}: a link showing the newest revision to anyone who has it, until it expires. */
export const POST = newsroomRoute<Params>('preview.share', async ({ db, actor }, request, params) => {
  const path = paramsOf(params, documentIdParams);
  if (!path.ok) return path.response;
  const body = await jsonBody(request, maxBodyBytes, previewLinkBody);
  if (!body.ok) return body.response;
  const link = await createPreviewLink(db, actor, path.data.id, body.data.hours, new Date());
  // The configured origin of the site this request came to (never the request's Host header).
  return privateJson({ url: absoluteUrl(siteOrigin(await currentSiteId()), link.path), path: link.path, expiresAt: link.expiresAt }, { status: 201 });
});

/** DELETE /api/newsroom/documents/[id]/preview-links: ends every open link of the document. */
export const DELETE = newsroomRoute<Params>('preview.share', async ({ db, actor }, _request, params) => {
  const path = paramsOf(params, documentIdParams);
  if (!path.ok) return path.response;
  return privateJson({ ended: await endPreviewLinks(db, actor, path.data.id) });
});
