import { seriesRefKey } from '@/content/series-ref';
import type { SeriesChoice } from './types';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A schema whose content series field (marked, src/content/series-ref.ts) offers the site's
 * series to pick from, each shown by its title; with none yet, the field stays text and says so.
 */
export function withSeriesChoices(schema: unknown, choices: readonly SeriesChoice[], depth = 0): unknown {
  if (depth > 40) return schema;
  if (Array.isArray(schema)) return schema.map((item) => withSeriesChoices(item, choices, depth + 1));
  if (!isObject(schema)) return schema;
  if (schema[seriesRefKey] === true) {
    const field = schema;
    if (choices.length === 0) return { ...field, description: `${typeof field.description === 'string' ? `${field.description} ` : ''}This site has no content series yet: add one first.` };
    return { ...field, oneOf: choices.map((choice) => ({ const: choice.id, title: `${choice.title} (${choice.id})` })) };
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withSeriesChoices(value, choices, depth + 1)]));
}
