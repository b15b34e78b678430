import { describe, expect, it } from 'vitest';
import { articleSchema, type ArticleDocument } from '@/content/article-schema';
import { validArticle } from '@tests/support/documents';
import { articleShare, heroPinUrl } from './share';

const origin = 'https://www.wellread.example';
const site = { name: 'Wellread' };
const hero = { src: '/illustrations/healthline/sample.svg', alt: 'Illustration: a heart', width: 1200, height: 630 };
const article = (overrides: Record<string, unknown> = {}) => articleSchema.parse(validArticle(overrides)) as ArticleDocument;

describe('articleShare', () => {
  it('shares the canonical URL from the configured origin with the description as the sheet\'s text', () => {
    const share = articleShare(article({ heroImage: hero }), site, origin);
    expect(share.url).toBe('https://www.wellread.example/test/sample-article');
    expect(share.text).toBe('A sample article used by the tests.');
    expect(share.links.email).toBe(`mailto:?subject=Shared%20with%20you%20from%20Wellread&body=${encodeURIComponent(`A sample article\n\n${share.url}`)}`);
    expect(share.links.x).toBe(`https://x.com/intent/tweet?url=${encodeURIComponent(share.url)}&text=A%20sample%20article`);
    expect(share.links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(share.url)}`);
    expect(new URL(share.links.pinterest!).searchParams.get('media')).toBe('https://www.wellread.example/illustrations/healthline/sample.svg');
  });

  it('uses the meta description, as the Open Graph tags do', () => {
    expect(articleShare(article({ cesData: { metaDescription: 'For search.' } }), site, origin).text).toBe('For search.');
  });

  it('without a hero image (no og:image) or on a local origin: no Facebook or Pinterest', () => {
    const none = articleShare(article(), site, origin).links;
    expect([none.facebook, none.pinterest]).toEqual([undefined, undefined]);
    const local = articleShare(article({ heroImage: hero }), site, 'http://localhost:3000').links;
    expect([local.facebook, local.pinterest]).toEqual([undefined, undefined]);
    expect(local.email.startsWith('mailto:')).toBe(true);
  });
});

describe('heroPinUrl', () => {
  it('pins the hero to the page, described by its caption, else its alt, else the title', () => {
    const described = (overrides: Record<string, unknown>) => new URL(heroPinUrl(article({ heroImage: { ...hero, ...overrides } }), origin)!).searchParams.get('description');
    expect(described({ caption: 'A caption' })).toBe('A caption');
    expect(described({})).toBe('Illustration: a heart');
    expect(described({ alt: '' })).toBe('A sample article');
    const url = new URL(heroPinUrl(article({ heroImage: hero }), origin)!);
    expect(url.searchParams.get('url')).toBe('https://www.wellread.example/test/sample-article');
  });

  it('is null without a hero or where Pinterest could not fetch it', () => {
    expect(heroPinUrl(article(), origin)).toBeNull();
    expect(heroPinUrl(article({ heroImage: hero }), 'http://localhost:3000')).toBeNull();
  });
});
