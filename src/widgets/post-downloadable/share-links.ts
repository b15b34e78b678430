/** What a share points at: the page (at the card), its title, description and preview image, all absolute. */
export interface ShareTarget {
  url: string;
  title: string;
  description?: string;
  image?: string;
}

export interface ShareLinks {
  email: string;
  /** Absent without share-preview data (spec, article blocks 8). */
  facebook?: string;
  pinterest?: string;
}

/**
 * Spec (article blocks 8): "Missing share-preview data: Facebook and Pinterest options hidden". A
 * share preview is an image with a title and a description; without all three those networks
 * would show an empty card, so the options are not offered.
 */
export function hasSharePreview(data: { title?: string; subText?: string; imageSrc?: string }): boolean {
  return Boolean(data.title?.trim() && data.subText?.trim() && data.imageSrc?.trim());
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

/**
 * Plain share links: no network script loads, nothing third-party is asked until the reader
 * follows one. Email always; Facebook and Pinterest only with a full preview.
 */
export function shareLinks(target: ShareTarget): ShareLinks {
  const e = encodeURIComponent;
  const body = target.description ? `${target.description}\n\n${target.url}` : target.url;
  const links: ShareLinks = { email: `mailto:?subject=${e(target.title)}&body=${e(body)}` };
  if (target.description && target.image) {
    links.facebook = `https://www.facebook.com/sharer/sharer.php?u=${e(target.url)}`;
    links.pinterest = `https://www.pinterest.com/pin/create/button/?url=${e(target.url)}&media=${e(target.image)}&description=${e(target.title)}`;
  }
  return links;
}
