import { searchLimits } from './limits';

/**
 * Reader input becomes a list of plain words (letters, marks and digits only), so nothing a
 * reader types can reach either engine's query syntax: FTS5 operators, quotes, parentheses,
 * tsquery's & | ! : * are all separators here.
 */
export function searchWords(term: string): string[] {
  const words = term.normalize('NFKC').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const kept: string[] = [];
  for (const word of words) {
    if (word.length > searchLimits.maxWordLength || kept.includes(word)) continue;
    kept.push(word);
    if (kept.length === searchLimits.maxWords) break;
  }
  return kept;
}

export interface QueryOptions {
  /** Match words that start with each word (autocomplete), not only whole (stemmed) words. */
  prefix: boolean;
}

/** An FTS5 MATCH expression: every word as a quoted string, all required. */
export function ftsMatchExpression(words: readonly string[], { prefix }: QueryOptions): string {
  return words.map((w) => `"${w.replaceAll('"', '""')}"${prefix ? '*' : ''}`).join(' ');
}

/** A to_tsquery() text: every word as a quoted lexeme, all required. */
export function tsQueryText(words: readonly string[], { prefix }: QueryOptions): string {
  return words.map((w) => `'${w.replaceAll("'", "''").replaceAll('\\', '\\\\')}'${prefix ? ':*' : ''}`).join(' & ');
}

/** Private-use characters that mark matched words in snippets; stripped from indexed text. */
export const markStart = '\uE000';
export const markEnd = '\uE001';

export interface TextSegment {
  text: string;
  match: boolean;
}

/** Splits engine output with marks into plain and matched segments (tolerates unbalanced marks). */
export function highlightSegments(marked: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let match = false;
  let current = '';
  const push = () => {
    if (current) {
      const last = segments.at(-1);
      if (last && last.match === match) last.text += current;
      else segments.push({ text: current, match });
    }
    current = '';
  };
  for (const ch of marked) {
    if (ch === markStart || ch === markEnd) {
      push();
      match = ch === markStart;
    } else {
      current += ch;
    }
  }
  push();
  return segments;
}

export const hasMatch = (marked: string) => marked.includes(markStart);

/** How many result pages a total fills: at least 1, at most maxPage. */
export function pageCount(total: number): number {
  return Math.max(1, Math.min(searchLimits.maxPage, Math.ceil(total / searchLimits.resultsPerPage)));
}
