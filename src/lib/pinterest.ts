/**
 * Pinterest share on images (spec: savings and engagement 2.4; article blocks 2, "an image-pin
 * creator" opens in a new tab). A plain link to Pinterest's pin creator: no Pinterest script and
 * no request to Pinterest until the reader follows it.
 */
export const pinterestCreateUrl = 'https://www.pinterest.com/pin/create/button/';

/** The link's text. */
export const pinterestLinkText = 'Save to Pinterest';

const privateHost = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}|.*\.local|.*\.internal)$/i;

/**
 * The image's (or page's) address as Pinterest must fetch it: a site path made absolute against the
 * site's canonical origin, or an absolute URL as it is; null when that is no https address on a
 * public host (this machine, a private network, a relative path without an origin), since Pinterest
 * could not load it.
 */
export function publicAbsoluteUrl(src: string, origin: string | null): string | null {
  let url: URL;
  try {
    url = /^\/(?!\/)/.test(src) ? new URL(src, origin ?? undefined) : new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || privateHost.test(url.hostname) || url.username || url.password) return null;
  return url.href;
}

/** The pin creator's address for one image: url (the page), media (the image) and description. */
export function pinterestShareUrl({ pageUrl, mediaUrl, description }: { pageUrl: string; mediaUrl: string; description: string }): string {
  const params = new URLSearchParams({ url: pageUrl, media: mediaUrl, description });
  return `${pinterestCreateUrl}?${params.toString()}`;
}

/**
 * The Pinterest link for an image on a page, or null (the link is hidden) when the image has no
 * absolute public URL. The page URL comes from the site's canonical origin, never the request.
 */
export function pinterestLinkFor(image: { src: string; description: string }, page: { origin: string; canonicalPath: string }): string | null {
  const mediaUrl = publicAbsoluteUrl(image.src, page.origin);
  if (!mediaUrl) return null;
  let pageUrl: string;
  try {
    pageUrl = new URL(page.canonicalPath, page.origin).href;
  } catch {
    return null;
  }
  return pinterestShareUrl({ pageUrl, mediaUrl, description: image.description.slice(0, 500) });
}
