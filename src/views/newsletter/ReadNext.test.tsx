import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadNext } from './ReadNext';

const article = (canonicalPath: string, title: string) => ({
  site: 'healthline' as const,
  canonicalPath,
  title,
  description: 'A description.',
  datePublished: '2026-01-01',
  dateModified: '2026-02-01',
  categories: [],
});

describe('ReadNext', () => {
  it('lists the articles under "Start reading", each a link by its title', () => {
    const html = renderToStaticMarkup(<ReadNext articles={[article('/nutrition/fiber-basics', 'Fiber basics'), article('/sleep/sleep-hygiene-tips', 'Sleep tips')]} />);
    expect(html).toMatch(/<section aria-labelledby="read-next"[^>]*><h2 id="read-next"[^>]*>Start reading<\/h2>/);
    expect(html).toContain('<a href="/nutrition/fiber-basics">Fiber basics</a>');
    expect(html).toContain('<a href="/sleep/sleep-hygiene-tips">Sleep tips</a>');
  });

  it('renders nothing without articles', () => {
    expect(renderToStaticMarkup(<ReadNext articles={[]} />)).toBe('');
  });
});
