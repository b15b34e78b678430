import { describe, expect, it } from 'vitest';
import { newDocument, slugify } from './new-document';

const base = { site: 'healthline', authorName: 'Wren Walsh', today: '2026-11-20', uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' };

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
      authors: [{ name: 'Wren Walsh' }],
      datePublished: '2026-11-20',
      categories: [],
      body: [],
      references: [],
    });
    expect(newDocument({ ...base, documentType: 'article', title: 'x', place: 'nutrition/oats' }).canonicalPath).toBe('/nutrition/oats');
  });

  it('a category gets a slug and its path; a campaign a new id, paused', () => {
    expect(newDocument({ ...base, documentType: 'category', title: 'Gut Health', place: '' })).toMatchObject({ slug: 'gut-health', canonicalPath: '/gut-health' });
    expect(newDocument({ ...base, documentType: 'campaign', title: 'Spring sign-up', place: '' })).toEqual({ documentType: 'campaign', site: 'healthline', _uuid: base.uuid, campaignName: 'Spring sign-up', status: 'paused', variants: [] });
  });
});
