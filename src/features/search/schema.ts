import { z } from 'zod';
import { searchLimits } from './limits';

/** First value of a query parameter that may be repeated. */
const single = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().optional());

/** GET /api/search/suggest?q= : a longer q is a 400; a shorter or missing one gives no items. */
export const suggestQuerySchema = z.object({
  q: z.string().max(searchLimits.maxSuggestLength, `q must be at most ${searchLimits.maxSuggestLength} characters`).default(''),
});

export type ResultsQuery = { state: 'invalid' } | { state: 'ok'; term: string; page: number };

const resultsSchema = z.object({
  q1: single.pipe(z.string().trim().min(searchLimits.minTermLength).max(searchLimits.maxTermLength)),
  page: single.pipe(z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(searchLimits.maxPage))).catch(1),
});

/** /search?q1=&page= : a missing, too short or too long term is invalid; a bad page is page 1. */
export function parseResultsQuery(params: Record<string, string | string[] | undefined>): ResultsQuery {
  const parsed = resultsSchema.safeParse(params);
  return parsed.success ? { state: 'ok', term: parsed.data.q1, page: parsed.data.page } : { state: 'invalid' };
}
