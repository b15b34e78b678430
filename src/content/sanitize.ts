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
  return wrapTables(sanitizeHtmlLib(html, options));
}

/** The class of the scroll area around an editor table (src/styles/globals.css). */
export const tableScrollClass = 'table-scroll';

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/&amp;/g, '&');

const attributeText = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const plain = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\[\[ref:\d{1,4}\]\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Names a table's scroll area: its caption, else its column headings ("Table: Category,
 * Systolic"), else "Table". `table` is sanitizer output from its opening tag on.
 */
export function tableLabel(table: string): string {
  const end = table.search(/<\/table>/i);
  const own = end === -1 ? table : table.slice(0, end);
  const caption = /^<table>\s*<caption>([\s\S]*?)<\/caption>/i.exec(own);
  const captionText = caption ? plain(caption[1]!) : '';
  let label = captionText;
  if (!label) {
    const firstRow = /<tr>([\s\S]*?)<\/tr>/i.exec(own)?.[1] ?? '';
    const headings = [...firstRow.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/gi)].map((m) => plain(m[1]!)).filter(Boolean);
    label = headings.length ? `Table: ${headings.join(', ')}` : 'Table';
  }
  return label.length > 150 ? `${label.slice(0, 149).trimEnd()}…` : label;
}

/**
 * Puts every table in its own horizontal scroll area, so a wide table scrolls by itself and never
 * pushes the page sideways. The area is a labelled, focusable region so keyboard users can scroll
 * it. Runs on sanitizer output (tags balanced, no attributes on <table>); editors' own <div>s are
 * dropped by the sanitizer, so sanitizing again gives the same HTML.
 */
function wrapTables(html: string): string {
  if (!/<table>/i.test(html)) return html;
  return html.replace(/<table>|<\/table>/gi, (tag, offset: number) =>
    tag[1] === '/'
      ? '</table></div>'
      : `<div class="${tableScrollClass}" role="region" tabindex="0" aria-label="${attributeText(tableLabel(html.slice(offset)))}"><table>`,
  );
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
