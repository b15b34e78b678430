/**
 * Where the scheme and host of a link end: after `scheme://userinfo@host:port`, at the first `/`,
 * `?` or `#`, or at the end. 0 for a site path, an anchor or anything else without `//` up front.
 */
export function hostPartEnd(url: string): number {
  const start = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.exec(url);
  if (!start) return 0;
  const rest = url.slice(start[0].length).search(/[/?#]/);
  return rest < 0 ? url.length : start[0].length + rest;
}

/**
 * True when no `{token}` stands in a link's scheme or host, so a value filled in from a reader's
 * URL (`https://{utm_source}/…`, `https://example.org{utm_term}`) can never choose where the link goes.
 */
export function hostHasNoToken(url: string): boolean {
  const end = hostPartEnd(url);
  for (const match of url.matchAll(/\{[^{}]*\}/g)) if (match.index < end) return false;
  return true;
}
