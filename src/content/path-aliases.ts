/**
 * Other paths the spec lists for a page (site shell 2: "/about/product-selection-process (the
 * latter also listed as /product-selection-process)"; savings 1 names both). Such a path answers
 * with a permanent redirect to the page, as a moved article's old path does (decision 017), so
 * there is one page at one address. The same on every site: each has the target page in its
 * static pages (content/<site>/pages/).
 */
const aliases: Readonly<Record<string, string>> = {
  '/product-selection-process': '/about/product-selection-process',
};

/** The page this path is another name for, or null. */
export function pathAliasTarget(path: string): string | null {
  return Object.hasOwn(aliases, path) ? aliases[path]! : null;
}

export function pathAliases(): readonly (readonly [from: string, to: string])[] {
  return Object.entries(aliases);
}
