import { pinterestShareUrl, publicAbsoluteUrl } from '@/lib/pinterest';

/**
 * The share targets (spec, article blocks 2): "Share targets open in a new tab: a social sharer, a
 * microblog intent, an image-pin creator. Email share opens a mail composer with a fixed subject
 * and a body carrying the link." Every target is a plain link: no network's script loads and
 * nothing is sent to a network until the reader follows one. One set of rules for every share on
 * the site: the article's share control and the downloadable card's Share.
 */
export const facebookSharerUrl = 'https://www.facebook.com/sharer/sharer.php';
export const xIntentUrl = 'https://x.com/intent/tweet';

/** The targets a share dialog offers besides Copy Link, in the order it shows them (the spec's order). */
export const shareTargetNames = ['facebook', 'x', 'pinterest', 'email'] as const;
export type ShareTargetName = (typeof shareTargetNames)[number];

/** What is shared: a page (or a part of it) with its title, description and preview image. */
export interface ShareSubject {
  /** The absolute address passed on: the canonical URL, known at render (with an anchor for a part of the page). */
  url: string;
  title: string;
  /** The share description (an article's description, a downloadable's subText). */
  description?: string;
  /** The share preview image as the document has it: a site path or an https URL. */
  image?: string;
}

/** The site a share comes from: its configured origin (never the request's host) and its name. */
export interface ShareSite {
  origin: string;
  name: string;
}

/** The links of one share. Email and X always; Facebook and Pinterest only with share-preview data. */
export type ShareLinks = { email: string; x: string; facebook?: string; pinterest?: string };

/** The email's fixed subject (the spec names none): the same for every share of a site. */
export function emailSubject(siteName: string): string {
  return `Shared with you from ${siteName}`;
}

/** The email's body: the title, then the link on a line of its own. */
export function emailBody(subject: Pick<ShareSubject, 'title' | 'url'>): string {
  return `${subject.title}\n\n${subject.url}`;
}

/** A mail composer link. encodeURIComponent, not URLSearchParams: mail clients show a "+" as it is. */
export function emailShareUrl(subject: Pick<ShareSubject, 'title' | 'url'>, siteName: string): string {
  return `mailto:?subject=${encodeURIComponent(emailSubject(siteName))}&body=${encodeURIComponent(emailBody(subject))}`;
}

/** Facebook's sharer: it reads the page's own Open Graph tags for the preview. */
export function facebookShareUrl(url: string): string {
  return `${facebookSharerUrl}?u=${encodeURIComponent(url)}`;
}

/** X's post intent, with the title as the text and the page's URL. */
export function xShareUrl({ url, text }: { url: string; text: string }): string {
  return `${xIntentUrl}?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

/**
 * Spec (article blocks 8): "Missing share-preview data: Facebook and Pinterest options hidden". A
 * share preview is a title, a description and an image the network can fetch: the image (and the
 * page) at a public https address. Gives that image's address, or null when any of it is missing
 * (then those networks would show an empty card, or none).
 */
export function sharePreviewImage(subject: ShareSubject, origin: string): string | null {
  if (!subject.title.trim() || !subject.description?.trim() || !subject.image?.trim()) return null;
  if (!publicAbsoluteUrl(subject.url, null)) return null;
  return publicAbsoluteUrl(subject.image.trim(), origin);
}

/** Every share link for a subject. */
export function shareLinks(subject: ShareSubject, site: ShareSite): ShareLinks {
  const links: ShareLinks = {
    email: emailShareUrl(subject, site.name),
    x: xShareUrl({ url: subject.url, text: subject.title }),
  };
  const image = sharePreviewImage(subject, site.origin);
  if (image) {
    links.facebook = facebookShareUrl(subject.url);
    links.pinterest = pinterestShareUrl({ pageUrl: subject.url, mediaUrl: image, description: subject.title.slice(0, 500) });
  }
  return links;
}

/** An address made absolute against the site's origin; null when it cannot be. */
export function absoluteUrl(value: string, origin: string): string | null {
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
