export const comparePath = '/compare';

/**
 * The shareable address of a comparison: /compare?article=<canonicalPath>&products=<id>,<id>.
 * Paths and ids only hold characters that need no escaping, so "/" and "," stay readable.
 */
export function compareUrl(articlePath: string, ids: readonly string[]): string {
  const query = new URLSearchParams({ article: articlePath, products: ids.join(',') }).toString();
  return `${comparePath}?${query.replace(/%2F/gi, '/').replace(/%2C/gi, ',')}`;
}

