import sanitizeHtmlLib from 'sanitize-html';
import { z } from 'zod';

/** The tags and attributes editors may use; everything else is dropped. */
const options: sanitizeHtmlLib.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q', 'code', 'pre',
    'a', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'figure', 'figcaption', 'img', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    abbr: ['title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const opensNewTab = attribs.target === '_blank';
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: opensNewTab ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitizeHtmlLib(html, options);
}

/** A field holding editor HTML: sanitized whenever it is parsed (on import and again before render). */
export const htmlField = () =>
  z
    .string()
    .max(100_000)
    .transform((html) => sanitizeHtml(html))
    .meta({ description: 'Editor HTML; sanitized with an allowlist (see docs/content.md).', contentMediaType: 'text/html' });

/** True when sanitized HTML still shows something: text other than whitespace, or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|&#xa0;/gi, ' ');
  return text.trim().length > 0;
}

/** Editor HTML that must still show something after sanitizing. */
export const requiredHtmlField = () => {
  const field = htmlField();
  // Refining drops the field's metadata from the JSON Schema, so it is set again.
  return field.refine(hasVisibleContent, 'must not be empty after sanitizing').meta({ ...field.meta() });
};
