import { describe, expect, it } from 'vitest';
import { newDocument, slugify } from './new-document';

const base = { site: 'healthline', author: 'wren-walsh', today: '2026-11-20', uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' };

describe('a new document', () => {
  it('makes paths from titles: lower case, accents folded, words joined by hyphens', () => {
    expect(slugify('  Statins & Grapefruit: Café Myths! ')).toBe('statins-grapefruit-cafe-myths');
    expect(slugify('---')).toBe('');
  });

  it('an article starts as a draft with its author, today and empty fields the editor then asks for', () => {
    expect(newDocument({ ...base, documentType: 'article', title: 'Oats for breakfast', place: '' })).toEqual({
      documentType: 'article',
      site: 'healthline',
      canonicalPath: '/oats-for-breakfast',
      title: 'Oats for breakfast',
      description: '',
      authors: ['wren-walsh'],
      datePublished: '2026-11-20',
      categories: [],
      body: [],
      references: [],
    });
    expect(newDocument({ ...base, documentType: 'article', title: 'x', place: 'nutrition/oats' }).canonicalPath).toBe('/nutrition/oats');
    // A writer without an author record is written out (the old format, which import warns about).
    expect(newDocument({ ...base, author: { name: 'Wren Walsh' }, documentType: 'article', title: 'x', place: '' }).authors).toEqual([{ name: 'Wren Walsh' }]);
  });

  it('an author record gets its id from the place or the name, the writer role and an empty bio to fill in', () => {
    expect(newDocument({ ...base, documentType: 'author', title: 'Dana Whitfield', place: '' })).toEqual({ documentType: 'author', site: 'healthline', id: 'dana-whitfield', name: 'Dana Whitfield', bio: '', roles: ['writer'] });
    expect(newDocument({ ...base, documentType: 'author', title: 'Dana Whitfield', place: 'dana-w' })).toMatchObject({ id: 'dana-w' });
  });

  it('a content series gets its id from the place or the title, the default colour scheme and an empty list of articles to fill in', () => {
    expect(newDocument({ ...base, documentType: 'series', title: 'Sleep well', place: '' })).toEqual({ documentType: 'series', site: 'healthline', id: 'sleep-well', title: 'Sleep well', color_scheme: 'teal', single_author: false, articles: [] });
    expect(newDocument({ ...base, documentType: 'series', title: 'Sleep well', place: 'sleep' })).toMatchObject({ id: 'sleep' });
  });

  it('a category gets a slug and its path; a campaign a new id, paused', () => {
    expect(newDocument({ ...base, documentType: 'category', title: 'Gut Health', place: '' })).toMatchObject({ slug: 'gut-health', canonicalPath: '/gut-health' });
    expect(newDocument({ ...base, documentType: 'campaign', title: 'Spring sign-up', place: '' })).toEqual({ documentType: 'campaign', site: 'healthline', _uuid: base.uuid, campaignName: 'Spring sign-up', status: 'paused', variants: [] });
  });
});
