import { readBodyBytes } from '@/lib/api';
import { privateError } from '@/features/accounts/server/request.server';
import { listMedia, uploadMedia } from '@/features/media/server/media.server';
import { defaultMediaLimits } from '@/features/media/server/process.server';
import { mediaStorage } from '@/features/media/server/storage.server';
import { mediaMetaSchema, parseMediaInput } from '@/features/media/schema';
import { mediaUrls, type MediaItem } from '@/features/media/urls';
import { mediaListQuery, mediaUploadQuery } from '@/publishing/lifecycle/api-handlers.server';
import { newsroomRoute, privateJson, queryOf } from '@/app/api/newsroom/_lib/newsroom-route';

const withUrls = (item: MediaItem) => ({ ...item, urls: mediaUrls(item) });

/** GET /api/newsroom/media?q&offset&limit: the library, newest first, each item with its image URLs. */
export const GET = newsroomRoute('newsroom.view', async ({ db }, request) => {
  const query = queryOf(request, mediaListQuery);
  if (!query.ok) return query.response;
  const { total, items } = await listMedia(db, { q: query.data.q, offset: query.data.offset ?? 0, limit: query.data.limit ?? 50 });
  return privateJson({ items: items.map(withUrls), total });
});

/** Whether the body is declared as a file: any image type, or plain bytes (the format is decided from the bytes, never from this). */
function isFileType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/octet-stream' || /^image\/[a-z0-9.+-]+$/.test(type);
}

/**
 * POST /api/newsroom/media?fileName&alt&caption&credit&focalX&focalY with the file's bytes as the
 * body (not multipart). A cross-site request is refused before anything is read (staffRequest).
 */
export const POST = newsroomRoute('media.upload', async ({ db, staff }, request) => {
  const query = queryOf(request, mediaUploadQuery);
  if (!query.ok) return query.response;
  const { fileName, ...fields } = query.data;
  // The item's fields are checked before the file is read: alt text first.
  const meta = parseMediaInput(mediaMetaSchema, fields);
  if (!isFileType(request.headers.get('content-type'))) return privateError(415, 'unsupported_media_type', 'Send the file itself as the body, with its image type or application/octet-stream.');
  const { maxBytes } = defaultMediaLimits;
  const read = await readBodyBytes(request, maxBytes);
  if (!read.ok) {
    return read.reason === 'too_large'
      ? privateError(413, 'file_too_large', `Upload a file of at most ${maxBytes / 1024 / 1024} MB.`)
      : privateError(400, 'unreadable_body', 'The file could not be read.');
  }
  const item = await uploadMedia(db, await mediaStorage(), { bytes: read.bytes, fileName: fileName ?? 'image', ...meta, createdBy: staff.email });
  return privateJson(withUrls(item), { status: 201 });
});
