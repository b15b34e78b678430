import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleSchema } from '@/content/article-schema';
import { infScrollQueue } from '@/views/article/infinite-scroll/queue';

const sites = ['healthline', 'psy'] as const;

function articles(site: string) {
  const dir = path.join('content', site, 'articles');
  return fs.readdirSync(dir).map((file) => articleSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))));
}

describe('demo content reading lists', () => {
  it.each(sites)('%s: every infScrollArticles link is a real article of the same site, with its title', (site) => {
    const docs = articles(site);
    const byPath = new Map(docs.map((d) => [d.canonicalPath, d]));
    const withLists = docs.filter((d) => d.infScrollArticles.length > 0);
    expect(withLists.length).toBeGreaterThanOrEqual(5);
    for (const doc of withLists) {
      expect(infScrollQueue(doc)).toHaveLength(doc.infScrollArticles.length);
      for (const item of doc.infScrollArticles) {
        expect(byPath.get(item.link)?.title, `${doc.canonicalPath} -> ${item.link}`).toBe(item.title);
      }
    }
  });
});
