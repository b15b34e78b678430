import { existsSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, testContext } from '@tests/support/render-widget';
import { personFromRecord, type AuthorDocument } from '@/content/authors';
import { fixtures } from './fixtures';
import { RecipeAuthorBio } from './RecipeAuthorBio';
import { recipeAuthorBioSchema } from './schema';
import { widget } from './widget';

const dana: AuthorDocument = {
  documentType: 'author',
  site: 'healthline',
  id: 'dana-whitfield',
  name: 'Dana Whitfield',
  credentials: 'MPH, RD',
  bio: 'Dana Whitfield is a registered dietitian with a master’s degree in public health.',
  roles: ['writer'],
  image: '/images/people/dana-whitfield.svg',
  imageAlt: 'Portrait of Dana Whitfield',
};
vi.mock('@/content/queries.server', () => ({ getAuthors: async (_site: string, ids: readonly string[]) => (ids.includes('dana-whitfield') ? [dana] : []) }));

describe('recipe-author-bio', () => {
  it('shows the author record it names: its name with credentials, bio and photo', async () => {
    const data = recipeAuthorBioSchema.parse(fixtures.record);
    const loaded = await (await widget.loadData!())(data, testContext, null);
    expect(loaded).toEqual({ person: personFromRecord(dana) });
    const html = renderToStaticMarkup(<RecipeAuthorBio data={data} context={testContext} loaded={loaded!} />);
    expect(html).toContain('<p class="label">Recipe by</p><p class="name">Dana Whitfield, MPH, RD</p><p class="description">Dana Whitfield is a registered dietitian');
    expect(html).toMatch(/<img [^>]*src="\/images\/people\/dana-whitfield.svg" alt="Portrait of Dana Whitfield" width="96" height="96"/);
  });

  it('renders nothing for an id the site has no record for (its loader finds none), or before its record is loaded', async () => {
    const data = recipeAuthorBioSchema.parse({ widgetFormat: 'recipe-author-bio', authorId: 'nobody' });
    expect(await (await widget.loadData!())(data, testContext, null)).toBeNull();
    expect(renderToStaticMarkup(<RecipeAuthorBio data={data} context={testContext} />)).toBe('');
  });

  it('gives the page the record as the recipe author, and names it for the reference check', () => {
    const data = recipeAuthorBioSchema.parse(fixtures.record);
    expect(widget.page!.recipeAuthor!(data)).toBe('dana-whitfield');
    expect(widget.page!.authorRecords!(data)).toEqual([{ field: ['authorId'], id: 'dana-whitfield', role: 'writer' }]);
    expect(widget.page!.authorRecords!(recipeAuthorBioSchema.parse(fixtures.default))).toEqual([]);
  });

  it('renders a person written out (the old format): photo, name and biography', async () => {
    const html = await renderWidget('recipe-author-bio', fixtures.default);
    expect(html).toContain('<p class="label">Recipe by</p><p class="name">Maria Lopez, RD</p>');
    expect(html).toMatch(/<img [^>]*src="\/images\/people\/maria-lopez.svg" alt="Portrait of Maria Lopez" width="96" height="96"/);
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
    expect(recipeAuthorBioSchema.safeParse({ widgetFormat: 'recipe-author-bio', authorId: 'Dana Whitfield' }).success).toBe(false);
  });

  it('every portrait the fixtures show is a file in public/', () => {
    for (const f of Object.values(fixtures)) {
      if ('authorImageSrc' in f && f.authorImageSrc) expect(existsSync(path.join(process.cwd(), 'public', f.authorImageSrc)), f.authorImageSrc).toBe(true);
    }
  });
});
