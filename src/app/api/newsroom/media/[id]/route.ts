import { z } from 'zod';
import { privateError } from '@/features/accounts/server/request.server';
import { updateMedia } from '@/features/media/server/media.server';
import { mediaStorage } from '@/features/media/server/storage.server';
import { mediaUpdateSchema } from '@/features/media/schema';
import { mediaUrls } from '@/features/media/urls';
import { deleteMediaAudited, mediaIdParams } from '@/publishing/lifecycle/api-handlers.server';
import { jsonBody, maxBodyBytes, newsroomRoute, noContent, paramsOf, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

type Params = { id: string };

const noSuchItem = () => privateError(404, 'not_found', 'There is no such image in the library.');

/** PATCH /api/newsroom/media/[id] {alt?, caption?, credit?, focalX?, focalY?}: only the fields given change. */
export const PATCH = newsroomRoute<Params>('media.upload', async ({ db }, request, params) => {
  const path = paramsOf(params, mediaIdParams);
  if (!path.ok) return path.response;
  const body = await jsonBody(request, maxBodyBytes, z.strictObject(mediaUpdateSchema.shape));
  if (!body.ok) return body.response;
  const item = await updateMedia(db, path.data.id, body.data);
  return item ? privateJson({ ...item, urls: mediaUrls(item) }) : noSuchItem();
});

/** DELETE /api/newsroom/media/[id]: 204, or 409 naming the published documents that show the image. Audited. */
export const DELETE = newsroomRoute<Params>('media.delete', async ({ db, actor }, _request, params) => {
  const path = paramsOf(params, mediaIdParams);
  if (!path.ok) return path.response;
  const outcome = await deleteMediaAudited(db, await mediaStorage(), actor, path.data.id, new Date());
  if (outcome.ok) return noContent();
  if (outcome.reason === 'not_found') return noSuchItem();
  return privateJson({ error: { code: 'in_use', message: outcome.message, issues: [], usedBy: outcome.usedBy } }, { status: 409 });
});
