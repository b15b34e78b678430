import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the rich text editor keeps: a subset of the sanitizer's allowlist (src/content/sanitize.ts)
 * that TipTap's extensions, as configured in HtmlEditor, write back exactly. HTML with anything
 * else (a table, a figure, an image, h5, a span…) would lose it in the rich editor, so that block
 * is edited as HTML source instead; nothing is dropped behind the editor's back.
 */
const richTags: Record<string, readonly string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  code: [],
  a: ['href', 'target', 'rel', 'title'],
  ul: [],
  ol: ['start'],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  hr: [],
};

/** The tags and attributes of `html` the rich editor would drop; empty when it keeps everything. */
export function unsupportedMarkup(html: string): string[] {
  if (!html.trim() || typeof document === 'undefined') return [];
  const template = document.createElement('template');
  template.innerHTML = html;
  const found = new Set<string>();
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    const attributes = richTags[tag];
    if (!attributes) {
      found.add(tag);
      continue;
    }
    for (const { name } of element.attributes) if (!attributes.includes(name)) found.add(`${tag}[${name}]`);
    if (tag === 'a' && !element.getAttribute('href')) found.add('a without href');
  }
  return [...found];
}

/** Link addresses the sanitizer keeps: http(s), mailto, tel, a site path or an anchor. */
export function allowedHref(href: string): boolean {
  const value = href.trim();
  return /^https?:\/\/[^\s]+$/i.test(value) || /^(mailto|tel):[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value) || /^#[\w-]*$/.test(value);
}

/**
 * The rich editor's extensions: only what the sanitizer keeps (paragraphs, h2–h4, bold, italic,
 * underline, strike, code, lists, quotes, rules, line breaks, links as bare `<a href>`: target and
 * rel are the sanitizer's to set). `richTags` above is what they read and write back.
 */
export const richTextExtensions = [
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, codeBlock: false, link: false, dropcursor: false, gapcursor: false, trailingNode: false }),
  Link.configure({ openOnClick: false, autolink: false, linkOnPaste: true, HTMLAttributes: { target: null, rel: null, class: null }, isAllowedUri: (url) => allowedHref(url) }),
];
