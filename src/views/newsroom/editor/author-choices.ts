import { authorRefKey } from '@/content/author-ref';
import { withSeriesChoices } from './series-choices';
import type { AuthorChoice, JsonSchema, SchemasAnswer } from './types';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const label = (choice: AuthorChoice) => (choice.credentials ? `${choice.name}, ${choice.credentials}` : choice.name);

/** The record field itself: the site's records with its role to pick from, or (none yet) a text field that says so. */
function recordField(schema: Record<string, unknown>, role: string, choices: readonly AuthorChoice[]): Record<string, unknown> {
  const { title: _title, ...field } = schema;
  const offered = choices.filter((choice) => choice.roles.includes(role));
  if (offered.length === 0) {
    return { ...field, description: `${typeof field.description === 'string' ? `${field.description} ` : ''}No author record on this site has the role ${role} yet: add one first.` };
  }
  return { ...field, oneOf: offered.map((choice) => ({ const: choice.id, title: label(choice) })) };
}

/**
 * A schema whose author record fields (marked with the role they need, src/content/author-ref.ts)
 * offer the given records with that role as a list to pick from, each shown as "Name, credentials".
 * Where the schema also accepts a person written out (the old format), the form offers the records
 * only: a person written out shows as not picked, and the warning beside the field names them.
 */
export function withAuthorChoices(schema: unknown, choices: readonly AuthorChoice[], depth = 0): unknown {
  if (depth > 40) return schema;
  if (Array.isArray(schema)) return schema.map((item) => withAuthorChoices(item, choices, depth + 1));
  if (!isObject(schema)) return schema;
  const role = schema[authorRefKey];
  if (typeof role === 'string') return recordField(schema, role, choices);
  const options = Array.isArray(schema.anyOf) ? (schema.anyOf as unknown[]) : [];
  const record = options.find((option): option is Record<string, unknown> => isObject(option) && typeof option[authorRefKey] === 'string');
  if (record) {
    const { anyOf: _anyOf, ...outer } = schema;
    return { ...recordField(record, record[authorRefKey] as string, choices), ...outer };
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withAuthorChoices(value, choices, depth + 1)]));
}

/** The schemas answer for a document of one site: its author record and content series fields offer that site's records and series. */
export function schemasForSite(answer: SchemasAnswer, site: string): SchemasAnswer {
  const choices = answer.authors?.[site] ?? [];
  const series = answer.series?.[site] ?? [];
  const map = (schemas: Record<string, JsonSchema>) => Object.fromEntries(Object.entries(schemas).map(([key, schema]) => [key, withSeriesChoices(withAuthorChoices(schema, choices), series) as JsonSchema]));
  return { ...answer, documents: map(answer.documents) as SchemasAnswer['documents'], widgets: map(answer.widgets) };
}
