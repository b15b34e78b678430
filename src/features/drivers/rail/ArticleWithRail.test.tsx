import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAGE_TEMPLATES } from '@/content/article-schema';
import { ArticleWithRail, hasRightRail } from './ArticleWithRail';

describe('right rail', () => {
  it('belongs to articles only', () => {
    expect(PAGE_TEMPLATES.filter(hasRightRail)).toEqual(['article']);
  });

  it('renders the article, then the rail: the rightRail placement for its content index (empty in the HTML)', () => {
    const html = renderToStaticMarkup(
      <ArticleWithRail contentIndex={2}>
        <article>Body text</article>
      </ArticleWithRail>,
    );
    expect(html).toMatch(
      /<div class="layout" data-right-rail=""><div class="main"><article>Body text<\/article><\/div><div class="column"><div class="content" data-rail-content="sticky"><div class="rail" data-placement="rightRail" data-placement-state="queued"><\/div><\/div><\/div><\/div>/,
    );
  });

  it('keeps its content in view for the whole article from 1024 px, below the leaderboard band; not on a calm page', () => {
    const css = readFileSync(path.join(__dirname, 'ArticleWithRail.module.css'), 'utf8');
    const wide = css.slice(css.indexOf('@media (min-width: 1024px)'));
    expect(wide).toMatch(/align-items:\s*stretch/);
    expect(wide).toMatch(/\.content\[data-rail-content='sticky'\]\s*\{\s*position:\s*sticky;\s*top:\s*var\(--rail-top\)/);
    const calm = renderToStaticMarkup(
      <ArticleWithRail contentIndex={0} sticky={false}>
        <article>Body text</article>
      </ArticleWithRail>,
    );
    expect(calm).toContain('data-rail-content="static"');
  });

  it('keeps the rail column from the breakpoint where it shows beside the article (nothing shifts when a driver comes)', () => {
    const css = readFileSync(path.join(__dirname, 'ArticleWithRail.module.css'), 'utf8');
    const wide = css.slice(css.indexOf('@media (min-width: 1024px)'));
    expect(wide).toMatch(/grid-template-columns:\s*minmax\(0, var\(--content-width\)\) var\(--rail-width\)/);
    // Narrow: the empty rail has no size; only a filled one gets its margins.
    expect(css).toMatch(/\.rail:not\(:empty\)\s*\{\s*margin-block/);
  });
});
