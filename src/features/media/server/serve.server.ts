import 'server-only';
import { getDb } from '@/db/client.server';
import { apiError } from '@/lib/api';
import { log } from '@/lib/log';
import type { MediaError } from '../errors';
import { mediaContentTypes, mediaFilePattern, mediaIdPattern } from '../urls';
import { getMedia } from './media.server';
import { mediaStorage } from './storage.server';

const noStore = { 'cache-control': 'no-store' };

/** What an uploaded SVG may do when opened on its own: draw, with inline styles, and nothing else. */
export const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * GET and HEAD of /media/<id>/<file>: the stored file, streamed from whichever store holds it,
 * cached for a year (a changed image is a new item, so a new address). 400 for an address that
 * cannot be a media file, 404 for an item or file that does not exist.
 */
export async function answerMediaFile(method: 'GET' | 'HEAD', id: string, file: string): Promise<Response> {
  if (!mediaIdPattern.test(id) || !mediaFilePattern.test(file)) {
    return apiError(400, 'invalid_media_path', 'A media address is /media/<id>/<file>, as the media library gives it.', [], noStore);
  }
  const item = await getMedia(await getDb(), id);
  const variant = item?.variants.find((v) => v.key === `${id}/${file}`);
  if (!variant) return apiError(404, 'not_found', 'No such media file.', [], noStore);
  const stored = await (await mediaStorage()).get(variant.key);
  if (!stored) {
    log('warn', 'media file missing from storage', { key: variant.key });
    return apiError(404, 'not_found', 'No such media file.', [], noStore);
  }
  const headers = new Headers({
    'content-type': mediaContentTypes[variant.format],
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
  if (variant.format === 'svg') headers.set('content-security-policy', svgPolicy);
  if (stored.size !== null) headers.set('content-length', String(stored.size));
  if (method === 'HEAD') {
    await stored.body.cancel().catch(() => {});
    return new Response(null, { headers });
  }
  return new Response(stored.body, { headers });
}

/** The API answer to a refused upload or edit: the error's status, code and message in the one error shape. */
export function mediaErrorAnswer(error: MediaError): Response {
  return apiError(error.status, error.code, error.message, [], noStore);
}
