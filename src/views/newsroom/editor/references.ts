/**
 * [[ref:N]] markers in HTML blocks (docs/content.md, "Sources and in-text markers"). They point at
 * the article's `references`; when that list is empty they may point at a sources widget in the
 * body, which only the server reads (its warnings, shown beside the block, cover that case).
 */
export function citedNumbers(html: string): number[] {
  const numbers = new Set<number>();
  for (const match of html.matchAll(/\[\[ref:(\d{1,4})\]\]/g)) numbers.add(Number(match[1]));
  return [...numbers].sort((a, b) => a - b);
}

/** How many sources the markers point at; null when the envelope lists none (the body may). */
export function sourceCount(envelope: Record<string, unknown>): number | null {
  return Array.isArray(envelope.references) && envelope.references.length > 0 ? envelope.references.length : null;
}

export interface Citations {
  cited: number[];
  /** Numbers with no source: 0, or more than the article has (none when the count is unknown). */
  missing: number[];
}

export function citations(html: string, sources: number | null): Citations {
  const cited = citedNumbers(html);
  return { cited, missing: sources === null ? cited.filter((n) => n < 1) : cited.filter((n) => n < 1 || n > sources) };
}
