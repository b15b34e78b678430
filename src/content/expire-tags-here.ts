import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';

/**
 * Expires tags in this server process as of a past moment, the way revalidateTag(tag, { expire: 0 })
 * does for the process that calls it: Next treats every cached page and content read carrying one
 * of these tags, stored before `at`, as expired (a blocking re-render on the next request), in its
 * own memory cache and in a shared one (Redis) alike.
 *
 * revalidateTag only works inside a request, and a change made by another process (the CLI import,
 * the content API on another instance) reaches this one through the change log, outside any
 * request. So this writes Next's in-process tag manifest, the map revalidateTag itself writes
 * (a module Next keeps external, so the server and every route bundle share one instance). The
 * browser test "a CLI import is visible at once" (tests/e2e/caching.spec.ts) fails if a Next
 * upgrade moves it.
 */
export function expireTagsHere(tags: readonly string[], at: number): void {
  for (const tag of tags) {
    const entry = tagsManifest.get(tag) ?? {};
    tagsManifest.set(tag, { ...entry, stale: Math.max(entry.stale ?? 0, at), expired: Math.max(entry.expired ?? 0, at) });
  }
}
