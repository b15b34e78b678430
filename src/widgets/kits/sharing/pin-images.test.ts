// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/content/sanitize';
import { pinImages } from './pin-images';

const page = { origin: 'https://www.wellread.example', canonicalPath: '/heart-health/walks' };
const pin = (html: string) => pinImages(sanitizeHtml(html), page);
const parse = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('pinImages: "Save to Pinterest" after images in editor HTML', () => {
  it('adds a plain, tracked pin creator link in a new tab right after an image, inside its figure, before the caption', () => {
    const root = parse(pin('<figure><img src="/images/walk.svg" alt="A walk in the park" width="640" height="400"><figcaption>A short walk counts.</figcaption></figure>'));
    const figure = root.querySelector('figure')!;
    expect([...figure.children].map((el) => el.tagName)).toEqual(['IMG', 'A', 'FIGCAPTION']);
    const link = figure.querySelector('a')!;
    expect(link.textContent).toBe('Save to Pinterest (opens in a new tab)');
    expect(link.className).toBe('pin');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect([link.dataset.track, link.dataset.trackName, link.dataset.trackLocation, link.dataset.trackPosition]).toEqual(['share', 'pinterest', 'article-body', '1']);
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://www.pinterest.com/pin/create/button/');
    expect(url.searchParams.get('url')).toBe('https://www.wellread.example/heart-health/walks');
    expect(url.searchParams.get('media')).toBe('https://www.wellread.example/images/walk.svg');
    expect(url.searchParams.get('description')).toBe('A walk in the park');
  });

  it('numbers the pins of a block in order and decodes the sanitizer\'s escaping of src and alt', () => {
    const root = parse(pin('<p><img src="/a.svg?x=1&amp;y=2" alt="Oats &amp; &quot;berries&quot;"></p><p><img src="https://cdn.example.net/b.jpg" alt="Lentils"></p>'));
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.dataset.trackPosition)).toEqual(['1', '2']);
    const first = new URL(links[0]!.getAttribute('href')!);
    expect(first.searchParams.get('media')).toBe('https://www.wellread.example/a.svg?x=1&y=2');
    expect(first.searchParams.get('description')).toBe('Oats & "berries"');
    expect(new URL(links[1]!.getAttribute('href')!).searchParams.get('media')).toBe('https://cdn.example.net/b.jpg');
  });

  it('puts the pin of an image inside a link after that link, never a link in a link', () => {
    const out = pin('<p><a href="/x"><strong><img src="/a.svg" alt="Oats"></strong> Oats</a> and more</p>');
    const root = parse(out);
    const [own, pinLink] = [...root.querySelectorAll('a')];
    expect(own!.querySelector('a')).toBeNull();
    expect(own!.nextElementSibling).toBe(pinLink!);
    expect(pinLink!.dataset.trackName).toBe('pinterest');
    expect(out).toMatch(/ Oats<\/a><a class="pin" [^>]*>Save to Pinterest<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a> and more<\/p>$/);
  });

  it.each([
    ['a decorative image (empty alt)', '<p><img src="/a.svg" alt=""></p>', page],
    ['an image without alt (the sanitizer gives it alt="")', '<p><img src="/a.svg"></p>', page],
    ['a blank alt', '<p><img src="/a.svg" alt="  "></p>', page],
    ['a site path on a local origin (Pinterest could not fetch it)', '<p><img src="/a.svg" alt="Oats"></p>', { origin: 'http://localhost:3000', canonicalPath: '/a' }],
    ['an http image elsewhere', '<p><img src="http://cdn.example.net/a.jpg" alt="Oats"></p>', page],
  ])('adds nothing for %s', (_what, html, where) => {
    const clean = sanitizeHtml(html);
    expect(pinImages(clean, where)).toBe(clean);
  });

  it('leaves HTML without images, or without a page, exactly as it is', () => {
    const text = sanitizeHtml('<p>Walk <a href="https://www.cdc.gov/">daily</a>.</p>');
    expect(pinImages(text, page)).toBe(text);
    const image = sanitizeHtml('<p><img src="/a.svg" alt="Oats"></p>');
    expect(pinImages(image, null)).toBe(image);
  });

  it('escapes what it writes: an alt with markup stays text in the link\'s address', () => {
    const out = pin('<p><img src="/a.svg" alt="&lt;script&gt;x&lt;/script&gt; &quot;q&quot;"></p>');
    expect(out).not.toContain('<script');
    const link = parse(out).querySelector('a.pin')!;
    expect(new URL(link.getAttribute('href')!).searchParams.get('description')).toBe('<script>x</script> "q"');
  });
});
