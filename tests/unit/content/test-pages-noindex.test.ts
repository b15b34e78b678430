import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue 32: the /test/marketplace-drivers/… demo pages were in the sitemap. Every page under /test/ is marked noindex. */
function documents(): { file: string; canonicalPath: string; noindex?: unknown }[] {
  return fs.readdirSync('content').flatMap((site) =>
    ['articles', 'pages'].flatMap((kind) => {
      const dir = path.join('content', site, kind);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => ({ file: path.join(dir, name), ...(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { canonicalPath: string; noindex?: unknown }) }));
    }),
  );
}

describe('demo content', () => {
  it('marks every test page noindex', () => {
    const tests = documents().filter((d) => d.canonicalPath.startsWith('/test/'));
    expect(tests.map((d) => d.canonicalPath)).toEqual(expect.arrayContaining(['/test/marketplace-drivers/most-felib', '/test/marketplace-drivers/newsletter-felib']));
    expect(tests.filter((d) => d.noindex !== true).map((d) => d.file)).toEqual([]);
  });
});
