import type { BodyNode } from '@/content/article-schema';
import type { Source } from '@/content/sources';
import { markerNumbers } from './kits/sources/citations';
import { pageFacts } from './page-facts';
import { widgetDef } from './registry';

/**
 * The article's list of sources, gathered from the envelope or the body's widgets (definition
 * page.sources), and what import says about them. The marker syntax and its links are in
 * kits/sources/citations.ts.
 */

export interface BodyLike {
  readonly type?: unknown;
  readonly html?: unknown;
  readonly widgetFormat?: unknown;
  readonly [field: string]: unknown;
}

/** Whether a node is of a format that holds a list of sources (definition page.sources), valid or not. */
const holdsSources = (node: BodyLike) => typeof node.widgetFormat === 'string' && Boolean(widgetDef(node.widgetFormat)?.page?.sources);

/**
 * The article's numbered sources: the envelope's `references`, or when that is empty those of the
 * first widget in the body that holds a list of sources (the references widget; definition
 * page.sources). listIndex is that widget's body index, or null. A first such widget with invalid
 * data gives no sources.
 */
export function articleSources(body: readonly BodyLike[], envelope: readonly Source[] = []): { sources: readonly Source[]; listIndex: number | null } {
  if (envelope.length > 0) return { sources: envelope, listIndex: null };
  const index = body.findIndex(holdsSources);
  if (index === -1) return { sources: [], listIndex: null };
  const [given] = pageFacts([body[index] as BodyNode], 'sources');
  return given ? { sources: given.value, listIndex: index } : { sources: [], listIndex: null };
}

export interface CitationWarning {
  path: string;
  message: string;
}

function collectWidgetMarkers(value: unknown, out: number[]): void {
  if (typeof value === 'string') out.push(...markerNumbers(value));
  else if (Array.isArray(value)) for (const v of value) collectWidgetMarkers(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectWidgetMarkers(v, out);
}

/**
 * What import reports (as warnings, never errors) about an article's sources: a marker with no
 * source, a source never cited, markers where they do not link (widget fields), and a second
 * list of sources (a references widget beside envelope references, or after another).
 */
export function citationWarnings(doc: { body: readonly BodyLike[]; references?: readonly Source[] }): CitationWarning[] {
  const warnings: CitationWarning[] = [];
  const { sources, listIndex } = articleSources(doc.body, doc.references);
  const cited = new Set<number>();
  doc.body.forEach((node, index) => {
    if (node.type === 'html' && typeof node.html === 'string') {
      for (const n of new Set(markerNumbers(node.html))) {
        if (n >= 1 && n <= sources.length) cited.add(n);
        else
          warnings.push({
            path: `body[${index}].html`,
            message: `marker [[ref:${n}]] has no source (the article has ${sources.length}); it renders nothing`,
          });
      }
      return;
    }
    if (typeof node.widgetFormat !== 'string') return;
    const inWidget: number[] = [];
    collectWidgetMarkers(node, inWidget);
    if (inWidget.length) {
      warnings.push({ path: `body[${index}]`, message: `markers such as [[ref:${inWidget[0]}]] link only in HTML nodes; in a widget they show as typed` });
    }
    if (holdsSources(node) && index !== listIndex) {
      warnings.push({
        path: `body[${index}]`,
        message: 'markers point to the article\'s first list of sources (its "references" field, else the first references widget); this list is shown without links from the text',
      });
    }
  });
  const listPath = listIndex === null ? 'references' : `body[${listIndex}].items`;
  sources.forEach((_source, i) => {
    if (!cited.has(i + 1)) warnings.push({ path: `${listPath}[${i}]`, message: `source ${i + 1} is never cited: add [[ref:${i + 1}]] where the text relies on it` });
  });
  return warnings;
}
