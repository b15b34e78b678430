import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return jsonFiles(full);
    return name.endsWith('.json') ? [full] : [];
  });
}

const contentFiles = [...jsonFiles(path.join(root, 'content')), ...jsonFiles(path.join(root, 'tests/e2e/content'))];
const articleFiles = ['healthline', 'psy'].flatMap((site) => jsonFiles(path.join(root, 'content', site, 'articles')));

describe('demo content: one honest notice, named reviewers (issue 16, item 12)', () => {
  it('finds the content files', () => {
    expect(contentFiles.length).toBeGreaterThan(40);
    expect(articleFiles.length).toBeGreaterThan(20);
  });

  // The site-wide ribbon and footer say the site is a demonstration (src/shell/demo-notice/);
  // a "(demo author)" on every byline is noise that reads as a developer demo.
  it.each(contentFiles.map((file) => [path.relative(root, file)]))('%s carries no "(demo …)" label', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(text.match(/\((?:a )?demo(?:nstration)?\b[^)]*\)/gi) ?? []).toEqual([]);
  });

  it.each(articleFiles.map((file) => [path.relative(root, file)]))('%s names a medical reviewer with credentials and a review date', (file) => {
    const doc = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as {
      pageTemplate?: string;
      medicalReviewer?: { name?: string; credentials?: string };
      dateReviewed?: string;
    };
    expect(doc.pageTemplate ?? 'article').not.toBe('static');
    expect(doc.medicalReviewer?.name?.trim()).toBeTruthy();
    expect(doc.medicalReviewer?.credentials?.trim()).toBeTruthy();
    expect(doc.dateReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  // The roundups carry affiliate links and pages carry ads: the about pages must say so, not deny it.
  it.each([['healthline'], ['psy']])('%s: the about pages describe the commercial model the site has', (site) => {
    const pages = jsonFiles(path.join(root, 'content', site, 'pages')).filter((file) => path.basename(file).startsWith('about'));
    const text = pages.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(pages.map((file) => path.basename(file))).toContain('about.json');
    expect(text).not.toMatch(/no affiliate or advertising/i);
    expect(text).not.toMatch(/does not (currently )?(publish product roundups|recommend, sell or link)/i);
    for (const topic of [/affiliate links?/i, /commission/i, /advertis/i, /editorial independence/i, /medical review/i]) expect(text).toMatch(topic);
  });
});
