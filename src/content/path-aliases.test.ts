import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_IDS } from '@/sites';
import { canonicalPathField } from './fields';
import { pathAliases, pathAliasTarget } from './path-aliases';

/** Every canonicalPath in a site's demo documents (articles, pages, categories). */
function demoPaths(site: string): string[] {
  const dir = path.join('content', site);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => (JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { canonicalPath?: unknown }).canonicalPath)
    .filter((p): p is string => typeof p === 'string');
}

describe('path aliases (site shell 2)', () => {
  it('sends /product-selection-process to /about/product-selection-process', () => {
    expect(pathAliasTarget('/product-selection-process')).toBe('/about/product-selection-process');
  });

  it('knows no other path, and no inherited property name', () => {
    expect(pathAliasTarget('/about/product-selection-process')).toBeNull();
    expect(pathAliasTarget('/product-selection-process/')).toBeNull();
    expect(pathAliasTarget('/constructor')).toBeNull();
    expect(pathAliasTarget('/__proto__')).toBeNull();
  });

  it('names paths a page can have, and never an alias as a target', () => {
    for (const [from, to] of pathAliases()) {
      expect(canonicalPathField.safeParse(from).success).toBe(true);
      expect(canonicalPathField.safeParse(to).success).toBe(true);
      expect(pathAliasTarget(to)).toBeNull();
    }
  });

  it.each(SITE_IDS)('points at a page the %s demo content has, and shadows none', (site) => {
    const pages = demoPaths(site);
    for (const [from, to] of pathAliases()) {
      expect(pages).toContain(to);
      expect(pages).not.toContain(from);
    }
  });
});
