import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSummary } from '@/content/article-summary';
import { SITES } from '@/sites';

const summary = (canonicalPath: string): ArticleSummary => ({
  site: 'healthline',
  canonicalPath,
  title: canonicalPath,
  description: '',
  datePublished: '2026-01-01',
  dateModified: '2026-01-01',
  categories: [],
});

const reads = vi.hoisted(() => ({ inCategories: [] as string[][], onTopic: [] as string[], newest: [] as string[] }));
vi.mock('server-only', () => ({}));
vi.mock('@/content/queries.server', () => ({
  getArticlesInCategories: async (_site: string, slugs: string[], limit: number) => {
    reads.inCategories.push(slugs);
    return reads.onTopic.slice(0, limit).map(summary);
  },
  getLatestArticles: async (_site: string, limit: number) => reads.newest.slice(0, limit).map(summary),
}));

const { listTopics, readNextArticles, readNextCount } = await import('./read-next.server');

beforeEach(() => {
  reads.inCategories = [];
  reads.onTopic = [];
  reads.newest = ['/n1', '/n2', '/t1', '/n3', '/n4', '/n5'];
});

describe('what to read after confirming', () => {
  const [wellnessWire, nutritionNotes] = SITES.healthline.newsletter.lists;

  it('offers the newest articles on the confirmed lists’ topics, topped up with the site’s newest, without repeats', async () => {
    reads.onTopic = ['/t1', '/t2'];
    expect(listTopics([wellnessWire!, nutritionNotes!, nutritionNotes!])).toEqual(['nutrition']);
    const paths = (await readNextArticles('healthline', [wellnessWire!, nutritionNotes!])).map((a) => a.canonicalPath);
    expect(reads.inCategories).toEqual([['nutrition']]);
    expect(paths).toEqual(['/t1', '/t2', '/n1', '/n2']);
    expect(paths).toHaveLength(readNextCount);
  });

  it('offers the site’s newest articles for a list about everything, or when the link named no lists', async () => {
    for (const lists of [[wellnessWire!], []]) {
      expect((await readNextArticles('healthline', lists)).map((a) => a.canonicalPath)).toEqual(['/n1', '/n2', '/t1', '/n3']);
    }
    expect(reads.inCategories).toEqual([]);
  });
});
