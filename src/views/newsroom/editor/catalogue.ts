import type { JsonSchema } from './types';

/**
 * The block types the picker offers (every widget format the server knows, plus HTML) and the
 * smallest data a new block starts from: the server reports what is still missing beside each field.
 */
export interface BlockType {
  /** A widget format, or 'html' for an HTML node. */
  format: string;
  label: string;
  description: string;
  thumbnail: string | null;
}

export const htmlFormat = 'html';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first sentence of a description, at most about 140 characters. */
export function oneLine(text: unknown): string {
  if (typeof text !== 'string') return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.!?:])(?:\s|$)/.exec(flat)?.[1] ?? flat;
  const line = sentence.replace(/:$/, '');
  return line.length > 140 ? `${line.slice(0, 139).trimEnd()}…` : line;
}

export function widgetLabel(format: string, schema: JsonSchema | undefined): string {
  return typeof schema?.title === 'string' && schema.title.trim() ? schema.title.trim() : format;
}

export function blockTypes(widgets: Record<string, JsonSchema>): BlockType[] {
  const html: BlockType = { format: htmlFormat, label: 'Text (HTML)', description: 'Paragraphs, headings, lists, links and quotes, with [[ref:N]] source markers.', thumbnail: null };
  const formats = Object.keys(widgets).sort((a, b) => widgetLabel(a, widgets[a]).localeCompare(widgetLabel(b, widgets[b])));
  return [html, ...formats.map((format) => ({ format, label: widgetLabel(format, widgets[format]), description: oneLine(widgets[format]?.description), thumbnail: `/newsroom/blocks/${encodeURIComponent(format)}.webp` }))];
}

/** Block types whose name, format or description hold every word of the query. */
export function searchBlockTypes(types: readonly BlockType[], query: string): BlockType[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...types];
  return types.filter((t) => {
    const text = `${t.label} ${t.format} ${t.description}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

function typeOf(schema: Record<string, unknown>): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') as string | undefined;
  return undefined;
}

/** The smallest value a schema describes: its const or default, the first enum value, empty text and lists, required fields only. */
export function minimalValue(schema: unknown, depth = 0): unknown {
  if (!isObject(schema) || depth > 12) return null;
  if ('const' in schema) return schema.const;
  if ('default' in schema) return structuredClone(schema.default);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(options) && options.length) {
    const first = options.find((o) => isObject(o) && o.type !== 'null') ?? options[0];
    return minimalValue(first, depth + 1);
  }
  switch (typeOf(schema)) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'array':
      return Array.isArray(schema.prefixItems) ? schema.prefixItems.map((item) => minimalValue(item, depth + 1)) : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = isObject(schema.properties) ? schema.properties : {};
      for (const key of Array.isArray(schema.required) ? (schema.required as string[]) : []) out[key] = minimalValue(properties[key], depth + 1);
      return out;
    }
    default:
      return null;
  }
}

export function newNode(format: string, widgets: Record<string, JsonSchema>): Record<string, unknown> {
  if (format === htmlFormat) return { type: 'html', html: '' };
  const value = minimalValue(widgets[format]);
  return { ...(isObject(value) ? value : {}), widgetFormat: format };
}
