import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { MediaError } from '@/features/media/errors';
import { deleteMedia, getMedia, listMedia, updateMedia, uploadMedia, type UploadMediaInput } from '@/features/media/server/media.server';
import { answerMediaFile } from '@/features/media/server/serve.server';
import { DiskMediaStorage } from '@/features/media/server/storage.server';
import { mediaSrc, mediaUrls, type MediaItem } from '@/features/media/urls';
import { resetEnvCache } from '@/lib/env';
import { upsertDocument } from '@/publishing/publish.server';
import { validArticle, validated } from '@tests/support/documents';
import { openTestDb } from './test-db';

const ctx = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => ctx.db }));

let db: Kysely<Database>;
let close: () => Promise<void>;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-media-'));
const storage = new DiskMediaStorage(mediaDir);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  ctx.db = db;
  // The route reads its store from the environment: the same folder.
  process.env.MEDIA_DIR = mediaDir;
  delete process.env.MEDIA_S3_BUCKET;
  resetEnvCache();
});
afterAll(async () => {
  await close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const solid = (width: number, height: number, channels: 3 | 4 = 3) => sharp({ create: { width, height, channels, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } });
const upload = (bytes: Uint8Array, extra: Partial<UploadMediaInput> = {}, limits?: { maxBytes: number; maxPixels: number }) =>
  uploadMedia(db, storage, { bytes, fileName: 'photo.jpg', alt: 'A test image', createdBy: 'editor@example.org', ...extra }, limits ? { limits } : {});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof MediaError ? { status: error.status, code: error.code, message: error.message } : error),
  );
const stored = (key: string) => fs.readFileSync(path.join(mediaDir, key));
const filesOf = (item: MediaItem) => item.variants.map((v) => v.key.split('/')[1]);

describe('media library: uploads', () => {
  it('stores a PNG as a re-encoded original plus AVIF and WebP at each width up to its own', async () => {
    const png = await solid(1000, 600, 4).png().toBuffer();
    const item = await upload(png, { fileName: '../../etc/Sunset over the bay.png', alt: '  A sunset over the bay  ', credit: 'Jo Photographer' });
    expect(item).toMatchObject({ mime: 'image/png', width: 1000, height: 600, alt: 'A sunset over the bay', caption: null, credit: 'Jo Photographer', focalX: 0.5, focalY: 0.5 });
    expect(item.fileName).toBe('Sunset over the bay.png');
    expect(item.id).toMatch(/^[a-z2-7]{24}$/);
    expect(filesOf(item)).toEqual(['original.png', '320.avif', '320.webp', '640.avif', '640.webp', '960.avif', '960.webp', '1000.avif', '1000.webp']);
    for (const variant of item.variants) {
      const meta = await sharp(stored(variant.key)).metadata();
      expect([variant.key, meta.width, meta.format]).toEqual([variant.key, variant.width, variant.format === 'avif' ? 'heif' : variant.format]);
      expect(stored(variant.key).byteLength).toBe(variant.bytes);
    }
    expect(await getMedia(db, item.id)).toEqual(item);
    expect(mediaUrls(item)).toEqual({
      src: mediaSrc(item.id, '1000.webp'),
      srcSet: {
        avif: [320, 640, 960, 1000].map((w) => `${mediaSrc(item.id, `${w}.avif`)} ${w}w`).join(', '),
        webp: [320, 640, 960, 1000].map((w) => `${mediaSrc(item.id, `${w}.webp`)} ${w}w`).join(', '),
      },
      width: 1000,
      height: 600,
    });
  });

  it('turns a JPEG upright and strips its EXIF and GPS data from every file', async () => {
    const jpeg = await solid(700, 400)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Photographer' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect([input.exif?.includes('Secret Photographer'), input.orientation]).toEqual([true, 6]);
    const item = await upload(jpeg, { caption: 'Taken at dawn', focalX: 0.25, focalY: 1 });
    // Orientation 6 is a quarter turn: the upright image is 400 wide and 700 high.
    expect(item).toMatchObject({ mime: 'image/jpeg', width: 400, height: 700, caption: 'Taken at dawn', focalX: 0.25, focalY: 1 });
    expect(filesOf(item)).toEqual(['original.jpg', '320.avif', '320.webp', '400.avif', '400.webp']);
    for (const variant of item.variants) {
      const bytes = stored(variant.key);
      const meta = await sharp(bytes).metadata();
      expect([variant.key, meta.exif, meta.orientation, bytes.includes('Secret Photographer')]).toEqual([variant.key, undefined, undefined, false]);
    }
    expect((await sharp(stored(item.variants[0]!.key)).metadata()).width).toBe(400);
  });

  it('refuses a GIF by its bytes, whatever its name, and a file that only starts like a PNG', async () => {
    const gif = await solid(10, 10).gif().toBuffer();
    expect(await refusal(upload(gif, { fileName: 'photo.png' }))).toEqual({ status: 415, code: 'unsupported_type', message: 'This file is a GIF. Upload JPEG, PNG, WebP, AVIF or SVG.' });
    expect(await refusal(upload(new TextEncoder().encode('hello')))).toMatchObject({ status: 415, code: 'unsupported_type' });
    const fakePng = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)]);
    expect(await refusal(upload(fakePng))).toMatchObject({ status: 422, code: 'unreadable_image' });
    expect(await refusal(upload(new Uint8Array(0)))).toMatchObject({ status: 400, code: 'empty_file' });
  });

  it('refuses a file over the byte cap (413) and an image over the pixel cap (422), saying how big', async () => {
    const png = await solid(1000, 600).png().toBuffer();
    expect(await refusal(upload(png, {}, { maxBytes: 1000, maxPixels: 40_000_000 }))).toEqual({
      status: 413,
      code: 'file_too_large',
      message: `This file is ${Math.round((png.byteLength / 1024) * 10) / 10} KB. Upload a file of at most 1000 bytes.`,
    });
    expect(await refusal(upload(png, {}, { maxBytes: 15 * 1024 * 1024, maxPixels: 500_000 }))).toEqual({
      status: 422,
      code: 'too_many_pixels',
      message: 'This image is 1000 × 600 pixels (0.6 megapixels). Upload one of at most 0.5 megapixels.',
    });
  });

  it('stores a malicious SVG clean, and refuses one without a size', async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 60" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"></iframe></foreignObject>
  <a href="javascript:alert(3)"><rect width="10" height="10" fill="red" onclick="alert(4)"/></a>
  <use href="https://evil.example/sprite.svg#icon"/>
  <use xlink:href="javascript:alert(5)"/>
  <image href="https://evil.example/tracker.png"/>
  <rect style="fill: url(https://evil.example/x)" width="5" height="5"/>
  <circle cx="30" cy="30" r="20" fill="url(#shade)"/>
</svg>`;
    const item = await upload(new TextEncoder().encode(svg), { fileName: 'logo.svg' });
    expect(item).toMatchObject({ mime: 'image/svg+xml', width: 120, height: 60 });
    expect(filesOf(item)).toEqual(['original.svg']);
    const clean = stored(item.variants[0]!.key).toString('utf8');
    for (const bad of ['<script', 'alert', 'onload', 'onclick', 'foreignObject', 'iframe', 'evil.example', 'javascript:', '<image', '<a']) expect([bad, clean.includes(bad)]).toEqual([bad, false]);
    expect(clean).toContain('<rect width="10" height="10" fill="red"></rect>');
    expect(clean).toContain('fill="url(#shade)"');
    expect(mediaUrls(item)).toEqual({ src: mediaSrc(item.id, 'original.svg'), srcSet: null, width: 120, height: 60 });
    const sizeless = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>');
    expect(await refusal(upload(sizeless))).toMatchObject({ status: 422, code: 'svg_without_size' });
  });

  it('requires alt text, before any image work, and stores nothing then', async () => {
    const before = fs.readdirSync(mediaDir).length;
    const png = await solid(50, 50).png().toBuffer();
    for (const alt of ['', '   ', undefined]) {
      expect(await refusal(upload(png, { alt: alt as string }))).toEqual({ status: 400, code: 'alt_required', message: 'Alt text is required: describe the image for readers who cannot see it.' });
    }
    expect(await refusal(upload(png, { focalX: 1.5 }))).toEqual({ status: 400, code: 'invalid_input', message: 'The focal point must be between 0 and 1.' });
    expect(fs.readdirSync(mediaDir).length).toBe(before);
  });
});

describe('media library: list, edit, delete', () => {
  let items: MediaItem[];
  beforeAll(async () => {
    await db.deleteFrom('media').execute();
    const png = await solid(40, 30).png().toBuffer();
    const at = (minute: number) => ({ now: new Date(`2026-03-01T10:${String(minute).padStart(2, '0')}:00Z`) });
    items = [
      await uploadMedia(db, storage, { bytes: png, fileName: 'heart-scan.png', alt: 'A heart scan', caption: 'Echocardiogram', createdBy: 'a@example.org' }, at(1)),
      await uploadMedia(db, storage, { bytes: png, fileName: 'walk.png', alt: 'Two people walking', credit: 'Sam Lens', createdBy: 'b@example.org' }, at(2)),
      await uploadMedia(db, storage, { bytes: png, fileName: '100%_done.png', alt: 'A finished puzzle', createdBy: 'a@example.org' }, at(3)),
    ];
  });

  it('lists newest first, a page at a time, and searches alt, caption, credit and file name', async () => {
    const ids = (result: { items: MediaItem[] }) => result.items.map((i) => i.id);
    const [heart, walk, puzzle] = items.map((i) => i.id);
    expect(await listMedia(db, { limit: 2, offset: 0 }).then((r) => [r.total, ids(r)])).toEqual([3, [puzzle, walk]]);
    expect(ids(await listMedia(db, { limit: 2, offset: 2 }))).toEqual([heart]);
    expect(ids(await listMedia(db, { q: 'HEART', limit: 10, offset: 0 }))).toEqual([heart]);
    expect(ids(await listMedia(db, { q: 'echocardio', limit: 10, offset: 0 }))).toEqual([heart]);
    expect(ids(await listMedia(db, { q: 'sam lens', limit: 10, offset: 0 }))).toEqual([walk]);
    expect(ids(await listMedia(db, { q: 'walk.png', limit: 10, offset: 0 }))).toEqual([walk]);
    expect(ids(await listMedia(db, { q: '%', limit: 10, offset: 0 }))).toEqual([puzzle]);
    expect(ids(await listMedia(db, { q: '_', limit: 10, offset: 0 }))).toEqual([puzzle]);
    expect(await listMedia(db, { q: 'nothing-like-this', limit: 10, offset: 0 })).toEqual({ total: 0, items: [] });
  });

  it('edits alt text, caption, credit and the focal point; refuses bad input; null for an unknown id', async () => {
    const id = items[1]!.id;
    const updated = await updateMedia(db, id, { alt: 'Two friends walking', caption: 'Morning walk', credit: '', focalX: 0.1 }, { now: new Date('2026-03-02T00:00:00Z') });
    expect(updated).toMatchObject({ alt: 'Two friends walking', caption: 'Morning walk', credit: null, focalX: 0.1, focalY: 0.5, updatedAt: '2026-03-02T00:00:00.000Z' });
    expect(await updateMedia(db, id, { caption: null })).toMatchObject({ alt: 'Two friends walking', caption: null });
    expect(await refusal(updateMedia(db, id, { alt: ' ' }))).toMatchObject({ status: 400, code: 'alt_required' });
    expect(await refusal(updateMedia(db, id, { focalY: -0.1 }))).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(await updateMedia(db, 'a'.repeat(24), { alt: 'x' })).toBeNull();
  });

  it('refuses to delete an image a published article or campaign uses, naming them; deletes it once none does', async () => {
    const item = items[0]!;
    const src = mediaSrc(item.id, '40.webp');
    const article = validArticle({ canonicalPath: '/heart/scan-basics', title: 'Scan basics', heroImage: { src, alt: item.alt, width: 40, height: 30 } });
    await upsertDocument(db, validated(article));
    await db
      .insertInto('campaigns')
      .values({ uuid: 'c-1', site: 'psy', campaign_name: 'Spring drive', placement: 'rightRail', status: 'active', priority: 1, start_at: null, end_at: null, document: JSON.stringify({ logoURLs: { desktop: `https://www.example.org${src}` } }), stored_at: '2026-03-01' })
      .execute();
    // Another id that starts the same is not this one.
    await upsertDocument(db, validated(validArticle({ canonicalPath: '/heart/other', heroImage: { src: `/media/${item.id.slice(0, 23)}x/40.webp`, alt: 'x', width: 40, height: 30 } })));

    expect(await deleteMedia(db, storage, item.id)).toEqual({
      ok: false,
      reason: 'in_use',
      usedBy: [
        { site: 'healthline', documentType: 'article', key: '/heart/scan-basics', title: 'Scan basics' },
        { site: 'psy', documentType: 'campaign', key: 'c-1', title: 'Spring drive' },
      ],
    });
    expect(await getMedia(db, item.id)).not.toBeNull();

    await upsertDocument(db, validated({ ...article, heroImage: undefined }));
    await db.deleteFrom('campaigns').where('uuid', '=', 'c-1').execute();
    expect(await deleteMedia(db, storage, item.id)).toEqual({ ok: true });
    expect(await getMedia(db, item.id)).toBeNull();
    expect(fs.existsSync(path.join(mediaDir, item.id))).toBe(false);
    expect(await deleteMedia(db, storage, item.id)).toEqual({ ok: false, reason: 'not_found' });
  });
});

describe('the /media/<id>/<file> route', () => {
  it('streams a stored file with its type, a year of caching and nosniff; the SVG policy on SVGs; HEAD without a body', async () => {
    const webp = await upload(await solid(400, 300).png().toBuffer());
    const file = await answerMediaFile('GET', webp.id, '320.webp');
    expect([file.status, file.headers.get('content-type'), file.headers.get('cache-control'), file.headers.get('x-content-type-options')]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable', 'nosniff']);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Number(file.headers.get('content-length'))).toBe(bytes.byteLength);
    expect((await sharp(bytes).metadata()).width).toBe(320);
    const head = await answerMediaFile('HEAD', webp.id, '320.webp');
    expect([head.status, head.body, head.headers.get('content-length')]).toEqual([200, null, String(bytes.byteLength)]);

    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>'));
    const drawing = await answerMediaFile('GET', svg.id, 'original.svg');
    expect([drawing.headers.get('content-type'), drawing.headers.get('content-security-policy')]).toEqual(['image/svg+xml', "default-src 'none'; style-src 'unsafe-inline'"]);
    expect(await drawing.text()).toContain('<rect');
  });

  it('answers 400 for an address that cannot be a media file and 404 for one that does not exist', async () => {
    const item = await upload(await solid(20, 20).png().toBuffer());
    for (const [id, file] of [['../../etc', 'passwd'], [item.id, '..%2Fx'], [item.id, 'original.exe'], ['ABC', 'original.png']]) {
      expect([id, file, (await answerMediaFile('GET', id!, file!)).status]).toEqual([id, file, 400]);
    }
    for (const [id, file] of [['a'.repeat(24), 'original.png'], [item.id, '640.webp'], [item.id, 'original.jpg']]) {
      const answer = await answerMediaFile('GET', id!, file!);
      expect([id, file, answer.status, answer.headers.get('cache-control')]).toEqual([id, file, 404, 'no-store']);
    }
  });
});
