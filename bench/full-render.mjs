// A full server render of a page for every request, for measuring what a cache miss costs.
//
// A query string does not bypass Next's page cache (its key is the path alone) and a made-up path
// renders the 404 page, so neither measures a page render. Next's Draft Mode does: with the
// `__prerender_bypass` cookie set to the build's preview id (.next/prerender-manifest.json, the
// value `draftMode().enable()` would set), Next skips its page cache, renders the page anew and
// answers `Cache-Control: private, no-cache, no-store…`. Draft Mode also skips the data cache
// (unstable_cache), so each render reads the database, as with CONTENT_CACHE_SECONDS=0, which the
// bench's render server sets too. Next still sends `x-nextjs-cache: HIT` on these answers, for a
// cache it did not consult: the private Cache-Control is the sign of the render.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';

export function fullRenderHeaders() {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'prerender-manifest.json'), 'utf8'));
  return { cookie: `__prerender_bypass=${manifest.preview.previewModeId}` };
}

/** Throws unless a response came from a render in Draft Mode rather than from the page cache. */
export function assertRendered(res, what) {
  const cacheControl = res.headers.get('cache-control') ?? '';
  if (!/\bprivate\b/.test(cacheControl) || !/\bno-store\b/.test(cacheControl)) {
    throw new Error(`${what}: expected a full render (Cache-Control: private, no-store), got Cache-Control: ${cacheControl || '(none)'}`);
  }
}
