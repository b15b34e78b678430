import { useEffect, useState } from 'react';
import { searchLimits } from '@/features/search/limits';
import { fetchJson } from '@/features/errors/fetch-json';

/** Wait this long after the last keystroke before asking for suggestions. */
export const suggestDebounceMs = 200;

export type Suggestions = { term: string; items: string[] } | null;

/** Answers by term, kept as the same objects so renders see stable identities. */
const cache = new Map<string, NonNullable<Suggestions>>();

function parseItems(data: unknown): string[] {
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items.filter((i): i is string => typeof i === 'string').slice(0, searchLimits.suggestions) : [];
}

/**
 * Suggestions for the typed term (debounced, at most 10, the last answer wins). null while there
 * is no answer for the current term, so the caller can tell "none found" from "not asked yet".
 */
export function useSuggestions(term: string): Suggestions {
  const query = term.trim().slice(0, searchLimits.maxSuggestLength);
  const [answer, setAnswer] = useState<Suggestions>(null);

  useEffect(() => {
    if (query.length < searchLimits.minTermLength || cache.has(query)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const data = await fetchJson('search/suggest', { query: { q: query }, signal: controller.signal });
        const fresh = { term: query, items: parseItems(data) };
        cache.set(query, fresh);
        setAnswer(fresh);
      } catch {
        // aborted by a newer keystroke, offline, or an error answer (counted and reported by fetchJson): no suggestions, and no message either
      }
    }, suggestDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  if (query.length < searchLimits.minTermLength) return null;
  return cache.get(query) ?? (answer?.term === query ? answer : null);
}
