import { shareLinkAttributes } from '@/features/analytics/share-clicks';
import { pinterestLinkFor, pinterestLinkText } from '@/lib/pinterest';
import styles from './Sharing.module.css';

/** The page a share points at: the site's configured origin and the page's canonical path (never the request). */
export interface SharePage {
  origin: string;
  canonicalPath: string;
}

/** Where pins in editor HTML sit, for their Element Clicked events. */
export const editorHtmlPinLocation = 'article-body';

// Sanitizer output (src/content/sanitize.ts): attribute values are double-quoted with & < > " escaped.
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/gi, "'")
    .replace(/&amp;/g, '&');
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]!) : undefined;
}

function pinLink(href: string, position: number): string {
  const attrs = { class: styles.pin ?? 'pin', href, target: '_blank', rel: 'noopener noreferrer', ...shareLinkAttributes({ name: 'pinterest', location: editorHtmlPinLocation, position }) };
  const open = Object.entries(attrs)
    .map(([key, value]) => `${key}="${escape(value)}"`)
    .join(' ');
  return `<a ${open}>${pinterestLinkText}<span class="visually-hidden"> (opens in a new tab)</span></a>`;
}

/**
 * "Save to Pinterest" after each image in sanitized editor HTML (spec, savings and engagement 2:
 * "Pinterest share on images"): a plain link to the pin creator, in the server's HTML, so the page
 * stays the same for every reader and cacheable, and nothing goes to Pinterest until the reader
 * follows it. Only for an image that says what it shows (a non-empty alt, also the pin's
 * description: a decorative image is nothing to pin) at a public https address
 * (publicAbsoluteUrl: Pinterest must fetch it). An image inside a link gets its pin after that
 * link, never inside it. Without a page (outside an article) the HTML is returned as it is.
 */
export function pinImages(html: string, page: SharePage | null): string {
  if (!page || !/<img\b/i.test(html)) return html;
  let depth = 0;
  let pending: string[] = [];
  let position = 0;
  return html.replace(/<img\b[^>]*>|<a\b[^>]*>|<\/a\s*>/gi, (tag) => {
    if (tag[1] === '/') {
      depth = Math.max(0, depth - 1);
      if (depth > 0 || pending.length === 0) return tag;
      const after = pending.join('');
      pending = [];
      return `${tag}${after}`;
    }
    if (/^<a\b/i.test(tag)) {
      depth += 1;
      return tag;
    }
    const src = attribute(tag, 'src');
    const alt = attribute(tag, 'alt')?.trim();
    if (!src || !alt) return tag;
    const href = pinterestLinkFor({ src, description: alt }, page);
    if (!href) return tag;
    position += 1;
    const pin = pinLink(href, position);
    if (depth > 0) {
      pending.push(pin);
      return tag;
    }
    return `${tag}${pin}`;
  });
}
