import { describe, expect, it } from 'vitest';
import { absoluteUrl, emailBody, emailShareUrl, emailSubject, facebookShareUrl, sharePreviewImage, shareLinks, xShareUrl } from './share-links';

const site = { origin: 'https://www.wellread.example', name: 'Wellread' };
const subject = {
  url: 'https://www.wellread.example/heart-health/a?x=1&y=2',
  title: 'Oats & berries: 5 "easy" wins',
  description: 'Fibre, explained.',
  image: '/illustrations/healthline/oats.svg',
};

describe('share URL builders', () => {
  it('Facebook: the sharer with the page URL encoded', () => {
    expect(facebookShareUrl(subject.url)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.wellread.example%2Fheart-health%2Fa%3Fx%3D1%26y%3D2');
  });

  it('X: the post intent with the URL and the title as text, encoded (spaces as %20)', () => {
    expect(xShareUrl({ url: subject.url, text: subject.title })).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Fwww.wellread.example%2Fheart-health%2Fa%3Fx%3D1%26y%3D2&text=Oats%20%26%20berries%3A%205%20%22easy%22%20wins',
    );
  });

  it('Email: a fixed subject for the site and a body carrying the title and the link, %20-encoded for mail clients', () => {
    expect(emailSubject('Wellread')).toBe('Shared with you from Wellread');
    expect(emailSubject('Wellread Mind')).toBe('Shared with you from Wellread Mind');
    expect(emailBody(subject)).toBe(`Oats & berries: 5 "easy" wins\n\n${subject.url}`);
    expect(emailShareUrl(subject, 'Wellread')).toBe(
      'mailto:?subject=Shared%20with%20you%20from%20Wellread&body=Oats%20%26%20berries%3A%205%20%22easy%22%20wins%0A%0Ahttps%3A%2F%2Fwww.wellread.example%2Fheart-health%2Fa%3Fx%3D1%26y%3D2',
    );
  });

  it('the subject is the same whatever is shared (no title, no health topic in it)', () => {
    const other = { ...subject, title: 'Depression: signs' };
    const subjectOf = (href: string) => new URLSearchParams(href.slice('mailto:?'.length)).get('subject');
    expect(subjectOf(emailShareUrl(other, 'Wellread'))).toBe(subjectOf(emailShareUrl(subject, 'Wellread')));
  });
});

describe('shareLinks', () => {
  it('with share-preview data on a public origin: email, X, Facebook and Pinterest (media made absolute, title as description)', () => {
    const links = shareLinks(subject, site);
    expect(Object.keys(links).sort()).toEqual(['email', 'facebook', 'pinterest', 'x']);
    expect(links.facebook).toBe(facebookShareUrl(subject.url));
    expect(links.pinterest).toBe(
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fwww.wellread.example%2Fheart-health%2Fa%3Fx%3D1%26y%3D2&media=https%3A%2F%2Fwww.wellread.example%2Fillustrations%2Fhealthline%2Foats.svg&description=Oats+%26+berries%3A+5+%22easy%22+wins',
    );
    expect(links.email).toBe(emailShareUrl(subject, 'Wellread'));
    expect(links.x).toBe(xShareUrl({ url: subject.url, text: subject.title }));
  });

  it.each([
    ['no image', { image: undefined }, site],
    ['a blank image', { image: ' ' }, site],
    ['no description', { description: undefined }, site],
    ['a blank description', { description: '  ' }, site],
    ['a blank title', { title: ' ' }, site],
    ['an image on this machine', { image: 'http://localhost:3000/a.svg' }, site],
    ['a site path on a local origin', { url: 'http://localhost:3000/a' }, { origin: 'http://localhost:3000', name: 'Wellread' }],
    ['an http page', { url: 'http://www.wellread.example/a' }, site],
  ])('hides Facebook and Pinterest with %s (spec 8: missing share-preview data), keeps email and X', (_what, change, where) => {
    const links = shareLinks({ ...subject, ...change }, where);
    expect(links.facebook).toBeUndefined();
    expect(links.pinterest).toBeUndefined();
    expect(links.email.startsWith('mailto:?subject=')).toBe(true);
    expect(links.x.startsWith('https://x.com/intent/tweet?url=')).toBe(true);
  });

  it('sharePreviewImage: an https image elsewhere is kept as it is', () => {
    expect(sharePreviewImage({ ...subject, image: 'https://cdn.example.net/a.jpg' }, site.origin)).toBe('https://cdn.example.net/a.jpg');
  });

  it('cuts the pin description at 500 characters', () => {
    const pin = new URL(shareLinks({ ...subject, title: 'a'.repeat(600) }, site).pinterest!);
    expect(pin.searchParams.get('description')).toHaveLength(500);
  });
});

describe('absoluteUrl', () => {
  it('makes a site path absolute on the origin and refuses other schemes', () => {
    expect(absoluteUrl('/a#b', 'https://www.wellread.example')).toBe('https://www.wellread.example/a#b');
    expect(absoluteUrl('javascript:alert(1)', 'https://www.wellread.example')).toBeNull();
  });
});
