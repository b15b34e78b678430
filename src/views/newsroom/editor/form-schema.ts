import type { RJSFSchema } from '@rjsf/utils';
import { humanize } from './paths';
import type { JsonSchema } from './types';

/**
 * A schema from GET /api/newsroom/schemas made ready for a generated form: every field gets a
 * label (its title, else its name in words), help text stays the description, fields the editor
 * handles itself are left out, and two kinds of text get their own inputs through `format`:
 * editor HTML (`contentMediaType: text/html`) and image sources.
 */
export const htmlInputFormat = 'wellread-html';
export const imageInputFormat = 'wellread-image';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const imageWord = /image|img|logo|icon|poster|thumbnail|gif|photo|picture|portrait/i;

/**
 * Image sources have no mark of their own in the JSON Schema (imageSrcField in
 * src/content/fields.ts is a string of at most 2000 characters, like a link): an explicit
 * `contentMediaType: image/…` wins; otherwise a 2000-character string whose name speaks of an
 * image, or which sits in an object that does (its name or description) and is not named as a link.
 */
export function isImageSource(schema: Record<string, unknown>, key: string, parent: { key: string; description?: unknown }): boolean {
  if (schema.type !== 'string') return false;
  if (typeof schema.contentMediaType === 'string') return schema.contentMediaType.startsWith('image/');
  if (schema.maxLength !== 2000 || schema.pattern || schema.format || schema.enum) return false;
  if (/alt$|link|href|cta|target|page|tracker|site/i.test(key)) return false;
  if (imageWord.test(key)) return true;
  return imageWord.test(parent.key) || (typeof parent.description === 'string' && /^(wide|tall|an?|the)?\s*(image|photo|picture|logo)\b/i.test(parent.description.trim()));
}

/** anyOf of text alone (a date or a date-time…) is one text field; `X or null` is X. */
function simplifyOptions(schema: Record<string, unknown>): Record<string, unknown> {
  const options = schema.anyOf as unknown[] | undefined;
  if (!Array.isArray(options)) return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  const objects = options.filter(isObject);
  if (objects.length === options.length && objects.every((o) => o.type === 'string')) {
    const formats = objects.map((o) => o.format).filter(Boolean);
    return { ...rest, type: 'string', ...(formats.length ? { description: [rest.description, `Format: ${formats.join(' or ')}.`].filter(Boolean).join(' ') } : {}) };
  }
  const notNull = objects.filter((o) => o.type !== 'null');
  if (notNull.length === 1 && objects.length === options.length) return { ...notNull[0], ...rest };
  return schema;
}

function transform(value: unknown, key: string, parent: { key: string; description?: unknown }, depth: number): unknown {
  if (!isObject(value) || depth > 40) return value;
  let schema = simplifyOptions(value);
  const { $schema: _schema, ...rest } = schema;
  schema = rest;
  if (schema.type === 'string' && schema.contentMediaType === 'text/html') schema = { ...schema, format: htmlInputFormat };
  else if (isImageSource(schema, key, parent)) schema = { ...schema, format: imageInputFormat };
  const out: Record<string, unknown> = { ...schema };
  if (isObject(schema.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, child]) => {
        const next = transform(child, name, { key, description: schema.description }, depth + 1);
        return [name, isObject(next) && !next.title ? { ...next, title: humanize(name) } : next];
      }),
    );
  }
  if (isObject(schema.items)) out.items = transform(schema.items, key, parent, depth + 1);
  if (Array.isArray(schema.prefixItems)) out.prefixItems = schema.prefixItems.map((item) => transform(item, key, parent, depth + 1));
  if (isObject(schema.additionalProperties)) out.additionalProperties = transform(schema.additionalProperties, key, parent, depth + 1);
  for (const word of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[word])) out[word] = (schema[word] as unknown[]).map((option) => transform(option, key, parent, depth + 1));
  }
  return out;
}

/** The schema of a form: `omit` names top-level fields the form leaves out (kept in the data by the caller). */
export function formSchema(schema: JsonSchema | undefined, omit: readonly string[] = []): RJSFSchema {
  const base = transform(schema ?? { type: 'object' }, '', { key: '' }, 0) as Record<string, unknown>;
  const { title: _title, description: _description, ...top } = base;
  if (!isObject(top.properties)) return top as RJSFSchema;
  const properties = Object.fromEntries(Object.entries(top.properties).filter(([name]) => !omit.includes(name)));
  const required = Array.isArray(top.required) ? (top.required as string[]).filter((name) => !omit.includes(name)) : undefined;
  return { ...top, properties, ...(required ? { required } : {}) } as RJSFSchema;
}

/** A form's data and the fields it leaves out, split; `join` puts them back together. */
export function split(data: Record<string, unknown>, omit: readonly string[]): { form: Record<string, unknown>; kept: Record<string, unknown> } {
  const form: Record<string, unknown> = {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) (omit.includes(key) ? kept : form)[key] = value;
  return { form, kept };
}

/** The fields the form shows at its top level (an issue elsewhere is shown beside the block instead). */
export const formFields = (schema: RJSFSchema): Set<string> => new Set(isObject(schema.properties) ? Object.keys(schema.properties) : []);

/** The schema of the value at `path` (object properties, array items and tuple positions). */
export function schemaAt(schema: unknown, path: readonly (string | number)[]): Record<string, unknown> | undefined {
  let at: unknown = schema;
  for (const key of path) {
    if (!isObject(at)) return undefined;
    if (typeof key === 'number') at = Array.isArray(at.prefixItems) && at.prefixItems[key] ? at.prefixItems[key] : at.items;
    else at = isObject(at.properties) ? at.properties[key] : undefined;
  }
  return isObject(at) ? at : undefined;
}

/** The alt text field beside an image source: src → alt, imgSrc → imgAlt, imageUrl → imageAlt, gifUrl → gifAlt. */
export function altFieldFor(key: string, siblings: readonly string[]): string | undefined {
  const stem = key.replace(/(Src|Url|URL|Path)$/, '');
  const candidates = [`${stem}Alt`, key === 'src' || key === 'url' || key === 'path' ? 'alt' : '', 'alt', 'imageAlt', 'imgAlt'].filter(Boolean);
  return candidates.find((name) => siblings.includes(name));
}
