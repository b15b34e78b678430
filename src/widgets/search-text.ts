import type { ArticleDocument, BodyNode, WidgetNode } from '@/content/article-schema';
import type { SearchText } from '@/features/search/server/types';
import { searchLimits } from '@/features/search/limits';
import { markEnd, markStart } from '@/features/search/query';
import { stripMarkers } from './kits/sources/citations';
import { resolveWidget } from './resolve-widget';
import { slotNodes } from './slots';

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

/** Containers nest at most 4 deep (content validation); the walk stops at 12 whatever it is given. */
const maxContainerDepth = 12;

function collectNodes(nodes: readonly BodyNode[], depth: number, out: string[]): void {
  for (const node of nodes) {
    if ('widgetFormat' in node) collectWidget(node, depth, out);
    else if (node.type === 'html' && typeof node.html === 'string') out.push(htmlToText(stripMarkers(node.html)));
  }
}

function collectWidget(node: WidgetNode, depth: number, out: string[]): void {
  const resolved = resolveWidget(node);
  if (resolved.status !== 'ok') return;
  for (const text of resolved.def.searchText?.(resolved.data) ?? []) if (text) out.push(htmlToText(text));
  if (depth >= maxContainerDepth) return;
  for (const { nodes } of slotNodes(resolved.def, resolved.data)) collectNodes(nodes, depth + 1, out);
}

/**
 * What search indexes for an article: title, description, and body text: the text of html nodes
 * and what each widget's definition lists as its searchText, children of containers included.
 */
export function articleSearchText(article: Pick<ArticleDocument, 'title' | 'description' | 'body'>): SearchText {
  const parts: string[] = [];
  collectNodes(article.body, 0, parts);
  const body = parts.filter(Boolean).join(' ');
  return {
    title: clean(article.title),
    description: clean(article.description),
    body: body.length > searchLimits.maxBodyChars ? body.slice(0, searchLimits.maxBodyChars) : body,
  };
}
