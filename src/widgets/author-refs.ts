import type { WidgetNode } from '@/content/article-schema';
import type { AuthorRole } from '@/content/authors';
import { resolveWidget } from './resolve-widget';
import { slotNodes } from './slots';

/** A place in an article that names an author record: its path (as validate.ts writes paths), the id and the role the record must have. */
export interface AuthorRefAt {
  path: readonly (string | number)[];
  id: string;
  role: AuthorRole;
}

/** Deeper than any valid document (containers nest at most 4 deep): the walk stops there. */
const maxWalkDepth = 12;

/**
 * The author records the body's widgets name (definition page.authorRecords), containers
 * included, in body order. Nodes that are not valid widgets name none.
 */
export function bodyAuthorRefs(body: readonly unknown[], prefix: readonly (string | number)[] = ['body'], depth = 0): AuthorRefAt[] {
  if (depth > maxWalkDepth) return [];
  return body.flatMap((node, index) => {
    if (typeof node !== 'object' || node === null || typeof (node as { widgetFormat?: unknown }).widgetFormat !== 'string') return [];
    const resolved = resolveWidget(node as WidgetNode);
    if (resolved.status !== 'ok') return [];
    const at = [...prefix, index];
    const own = (resolved.def.page?.authorRecords?.(resolved.data) ?? []).map((ref) => ({ path: [...at, ...ref.field], id: ref.id, role: ref.role }));
    const children = slotNodes(resolved.def, resolved.data).flatMap(({ path, nodes }) => bodyAuthorRefs(nodes, [...at, ...path], depth + 1));
    return [...own, ...children];
  });
}

/**
 * Every author record an article names: its authors (writers), its medical reviewer and its
 * widgets' authors. Inline people (the old format) name no record. Reads a document as stored or
 * submitted, so anything unexpected names nothing.
 */
export function articleAuthorRefs(article: { authors?: unknown; medicalReviewer?: unknown; body?: unknown }): AuthorRefAt[] {
  const authors = Array.isArray(article.authors) ? (article.authors as unknown[]) : [];
  const refs: AuthorRefAt[] = authors.flatMap((ref, i) => (typeof ref === 'string' ? [{ path: ['authors', i], id: ref, role: 'writer' as const }] : []));
  if (typeof article.medicalReviewer === 'string') refs.push({ path: ['medicalReviewer'], id: article.medicalReviewer, role: 'medical-reviewer' });
  return [...refs, ...bodyAuthorRefs(Array.isArray(article.body) ? (article.body as unknown[]) : [])];
}
