import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { recipeAuthorBioSchema } from './schema';

describe('recipe-author-bio', () => {
  it('renders the photo, name and biography', async () => {
    const html = await renderWidget('recipe-author-bio', fixtures.default);
    expect(html).toContain('<p class="label">Recipe by</p><p class="name">Dana Whitfield, RD</p>');
    expect(html).toMatch(/<img [^>]*src="\/images\/people\/dana-whitfield.svg" alt="Portrait of Dana Whitfield" width="96" height="96"/);
    expect(html).toContain('registered dietitian');
  });

  it('defaults the photo alt to "Photo of {authorName}"', async () => {
    expect(await renderWidget('recipe-author-bio', fixtures.defaultAlt)).toContain('alt="Photo of Maria Lopez, RD"');
  });

  it('renders without a photo, and nothing without a name', async () => {
    expect(await renderWidget('recipe-author-bio', fixtures.noPhoto)).not.toContain('<img');
    expect(await renderWidget('recipe-author-bio', fixtures.noName)).toBe('');
    expect(await renderWidget('recipe-author-bio', { widgetFormat: 'recipe-author-bio', authorName: '  ' })).toBe('');
  });

  it('validates its fields', () => {
    expect(recipeAuthorBioSchema.safeParse({ widgetFormat: 'recipe-author-bio', authorImageSrc: 'javascript:x' }).success).toBe(false);
    expect(recipeAuthorBioSchema.safeParse({ widgetFormat: 'recipe-author-bio', authorName: 'x'.repeat(121) }).success).toBe(false);
  });

  it('every portrait the fixtures show is a file in public/', () => {
    for (const f of Object.values(fixtures)) {
      if ('authorImageSrc' in f && f.authorImageSrc) expect(existsSync(path.join(process.cwd(), 'public', f.authorImageSrc)), f.authorImageSrc).toBe(true);
    }
  });
});
