import type { ArticleDocument } from '@/content/article-schema';
import type { SearchText } from '@/features/search/server/types';
import { searchLimits } from '@/features/search/limits';
import { markEnd, markStart } from '@/features/search/query';
import { stripMarkers } from './kits/sources/citations';

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

const clean = (text: string) => text.replaceAll(markStart, '').replaceAll(markEnd, '').replace(/\s+/g, ' ').trim();

/** Tags that break text into separate blocks; other (inline) tags join their text to what surrounds them. */
const blockTag = /<\/?(p|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|pre|table|caption|thead|tbody|tfoot|tr|th|td|figure|figcaption|div|section)\b[^>]*>/gi;

/** The visible text of (sanitized) editor HTML: block tags become spaces, inline tags vanish, entities are decoded. */
export function htmlToText(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  return clean(decodeEntities(withoutCode.replace(blockTag, ' ').replace(/<[^>]*>/g, '')));
}

/** Widget fields that hold settings, links or images rather than reader-facing text. */
const nonTextKey =
  /^(widgetFormat|type|initialState|variant|layout|theme|className|kind|severity|background|position|size|align)$|(src|url|href|link|id|color|colour|code|ratio|icon|type|scheme|theme|units)$/i;
const looksLikeUrl = /^(\/|#|https?:\/\/|mailto:|tel:)\S*$/i;

function collectWidgetText(value: unknown, key: string, out: string[]): void {
  if (typeof value === 'string') {
    if (!nonTextKey.test(key) && !looksLikeUrl.test(value.trim())) out.push(htmlToText(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collectWidgetText(item, key, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectWidgetText(v, k, out);
  }
}

/**
 * What search indexes for an article: title, description, and body text (the text of html
 * nodes plus the text fields of widgets, whatever their format, so new widgets need no code here).
 */
export function articleSearchText(article: Pick<ArticleDocument, 'title' | 'description' | 'body'>): SearchText {
  const parts: string[] = [];
  for (const node of article.body) {
    if ('type' in node && node.type === 'html' && typeof node.html === 'string') parts.push(htmlToText(stripMarkers(node.html)));
    else collectWidgetText(node, '', parts);
  }
  const body = parts.filter(Boolean).join(' ');
  return {
    title: clean(article.title),
    description: clean(article.description),
    body: body.length > searchLimits.maxBodyChars ? body.slice(0, searchLimits.maxBodyChars) : body,
  };
}
