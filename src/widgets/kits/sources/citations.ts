import type { Source } from '@/content/sources';

/**
 * In-text markers: editors write [[ref:2]] in an HTML block where a claim rests on source 2.
 * Plain text passes the HTML sanitizer untouched; the body renderer turns it into a
 * superscript link to the source (#ref-2), with an id (#ref-2-cite-1) the source links back to.
 */

/**
 * U+2060 WORD JOINER, put before each marker: no line may break between a marker and the text it
 * follows ("claim.[2]" may otherwise break after the full stop, and a list item's last word
 * could end its line with the marker alone on the next).
 */
export const markerJoiner = '\u2060';
export const markerPattern = /\[\[ref:(\d{1,4})\]\]/g;

/** The numbers of every marker in a string, in order (repeats kept). */
export function markerNumbers(text: string): number[] {
  return [...text.matchAll(markerPattern)].map((m) => Number(m[1]));
}

/** Text with its markers removed (search text, summaries). */
export function stripMarkers(text: string): string {
  return text.replace(markerPattern, '');
}

/** Where a source links to: the DOI resolver, PubMed, or its own address. */
export function sourceHref(source: Source): string {
  if (source.doi) return `https://doi.org/${source.doi.split('/').map(encodeURIComponent).join('/')}`;
  if (source.pmid) return `https://pubmed.ncbi.nlm.nih.gov/${source.pmid}/`;
  return source.url ?? '';
}

/** The identifier shown after a source, e.g. "doi:10.1161/…" or "PMID: 25979105"; none for a plain URL. */
export function sourceIdentifier(source: Source): string | undefined {
  if (source.doi) return `doi:${source.doi}`;
  if (source.pmid) return `PMID: ${source.pmid}`;
  return undefined;
}

/** The full stop a part of a source's line ends with: none when it ends in one already ("et al.", a title's "?"). */
export function stopAfter(text: string): string {
  return /[.?!]["'”’)]*$/.test(text.trim()) ? '' : '.';
}

/** Ids of the article on the page: the first article's are ref-2 and ref-2-cite-1; appended articles (page n) prefix p{n}-. */
export function citationIdPrefix(page: number): string {
  return page > 1 ? `p${page}-` : '';
}

export const sourceId = (prefix: string, n: number) => `${prefix}ref-${n}`;
export const citeId = (prefix: string, n: number, occurrence: number) => `${prefix}ref-${n}-cite-${occurrence}`;

export interface LinkedCitations {
  /** Body index to its HTML with markers turned into links. */
  html: Map<number, string>;
  /** Source numbers with at least one linked marker; these get a back link. */
  cited: ReadonlySet<number>;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Turns the markers of sanitized HTML blocks into links, in body order, numbering each source's
 * occurrences (cite-1, cite-2, …) across blocks. Only text is touched, never tags or attribute
 * values (sanitized HTML escapes < and > inside attributes). A marker for a source the article
 * lacks is dropped (import warns about it); one inside a link becomes plain superscript text.
 */
export function linkCitations(
  blocks: readonly { index: number; html: string }[],
  sourceCount: number,
  options: { idPrefix: string; className?: string },
): LinkedCitations {
  const seen = new Map<number, number>();
  const out = new Map<number, string>();
  const cls = options.className ? ` class="${escapeAttr(options.className)}"` : '';
  for (const block of blocks) {
    if (!block.html.includes('[[ref:')) {
      out.set(block.index, block.html);
      continue;
    }
    let linkDepth = 0;
    const parts = block.html.split(/(<[^>]*>)/);
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (part.startsWith('<')) {
        if (/^<a\b/i.test(part)) linkDepth++;
        else if (/^<\/a\s*>/i.test(part)) linkDepth = Math.max(0, linkDepth - 1);
        continue;
      }
      parts[i] = part.replace(markerPattern, (_m, digits: string) => {
        const n = Number(digits);
        if (n < 1 || n > sourceCount) return '';
        if (linkDepth > 0) return `${markerJoiner}<sup${cls}><span aria-hidden="true">[</span>${n}<span aria-hidden="true">]</span></sup>`;
        const occurrence = (seen.get(n) ?? 0) + 1;
        seen.set(n, occurrence);
        // Named by aria-label, not by visually hidden text: an out-of-flow element between the text and "[" is a break opportunity in Blink.
        return `${markerJoiner}<sup${cls}><a id="${citeId(options.idPrefix, n, occurrence)}" href="#${sourceId(options.idPrefix, n)}" data-citation="${n}" aria-label="Source ${n}">[${n}]</a></sup>`;
      });
    }
    out.set(block.index, parts.join(''));
  }
  return { html: out, cited: new Set(seen.keys()) };
}

/** schema.org CreativeWork for each source, for the article's `citation`. */
export function citationJsonLd(sources: readonly Source[]) {
  return sources.map((source) => {
    const href = sourceHref(source);
    return {
      '@type': 'CreativeWork',
      name: source.title,
      ...(source.authors ? { author: source.authors } : {}),
      publisher: { '@type': 'Organization', name: source.publisher },
      datePublished: String(source.year),
      ...(source.url ? { url: href } : { sameAs: href }),
    };
  });
}
