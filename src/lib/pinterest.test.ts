import { describe, expect, it } from 'vitest';
import { pinterestCreateUrl, pinterestLinkFor, pinterestShareUrl, publicAbsoluteUrl } from './pinterest';

describe('publicAbsoluteUrl', () => {
  it('makes a site path absolute against the canonical origin', () => {
    expect(publicAbsoluteUrl('/images/a.svg', 'https://www.example.org')).toBe('https://www.example.org/images/a.svg');
  });

  it('keeps an absolute https URL on a public host', () => {
    expect(publicAbsoluteUrl('https://cdn.example.net/a.jpg?w=1', 'http://localhost:3000')).toBe('https://cdn.example.net/a.jpg?w=1');
  });

  it.each([
    ['/images/a.svg', 'http://localhost:3000'],
    ['/images/a.svg', 'https://localhost'],
    ['/images/a.svg', 'https://127.0.0.1'],
    ['/images/a.svg', 'https://192.168.1.10'],
    ['/images/a.svg', null],
    ['http://cdn.example.net/a.jpg', null],
    ['https://user:pw@cdn.example.net/a.jpg', null],
    ['//cdn.example.net/a.jpg', 'https://www.example.org'],
    ['not a url', 'https://www.example.org'],
    ['javascript:alert(1)', 'https://www.example.org'],
  ])('gives null for %s on %s (Pinterest could not fetch it)', (src, origin) => {
    expect(publicAbsoluteUrl(src, origin)).toBeNull();
  });
});

describe('pinterestShareUrl', () => {
  it('links to the pin creator with url, media and description, encoded', () => {
    const href = pinterestShareUrl({ pageUrl: 'https://www.example.org/a?b=1&c=2', mediaUrl: 'https://www.example.org/i.svg', description: 'Oats & berries' });
    expect(href.startsWith(`${pinterestCreateUrl}?`)).toBe(true);
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://www.pinterest.com/pin/create/button/');
    expect(url.searchParams.get('url')).toBe('https://www.example.org/a?b=1&c=2');
    expect(url.searchParams.get('media')).toBe('https://www.example.org/i.svg');
    expect(url.searchParams.get('description')).toBe('Oats & berries');
  });
});

describe('pinterestLinkFor', () => {
  it('uses the canonical origin and path for the page URL', () => {
    const href = pinterestLinkFor({ src: '/images/a.svg', description: 'A bowl of oats' }, { origin: 'https://www.example.org', canonicalPath: '/nutrition/fibre' });
    const url = new URL(href!);
    expect(url.searchParams.get('url')).toBe('https://www.example.org/nutrition/fibre');
    expect(url.searchParams.get('media')).toBe('https://www.example.org/images/a.svg');
  });

  it('is null (link hidden) when the image has no public absolute URL', () => {
    expect(pinterestLinkFor({ src: '/images/a.svg', description: '' }, { origin: 'http://localhost:3000', canonicalPath: '/a' })).toBeNull();
  });
});
