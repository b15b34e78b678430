/**
 * Next answers a cached page with "s-maxage=N, stale-while-revalidate=M"; saying "public" as well
 * tells every shared cache (nginx, a CDN) in so many words that the page is the same for all readers.
 */
export function publicCacheControl(value) {
  return typeof value === 'string' && /^s-maxage=\d+/.test(value) ? `public, ${value}` : value;
}

/** Rewrites the Cache-Control header of a cached page as it is set on the response. */
export function markPublic(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, String(name).toLowerCase() === 'cache-control' ? publicCacheControl(value) : value);
}
