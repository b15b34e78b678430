import { z } from 'zod';
import { registry, widgetFormats } from '@/widgets/registry';
import { campaignFieldsSchema } from '@/content/campaigns/schema';
import { articleEnvelopeSchema, categorySchema, childWidgetDescription, htmlNodeSchema, navigationSchema } from '@/content/article-schema';
import { authorSchema } from '@/content/authors';
import { seriesFieldsSchema, seriesSchema } from '@/content/series';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema editors point their editor at: every document type, with each known widget's
 * own fields, generated from the zod schemas so it cannot drift from what import accepts.
 */
export function contentJsonSchema(): JsonSchema {
  const widgetSchemas = widgetFormats.map((format) => registry[format].schema);
  const otherWidget = z.looseObject({ widgetFormat: z.string().min(1) }).describe('A widget this build does not know: accepted with a warning, renders nothing.');
  // "$schema" lets a file name this schema; import ignores it.
  const schemaPointer = { $schema: z.string().optional().describe('URL of this JSON Schema, for editors; ignored on import.') };
  const article = articleEnvelopeSchema.extend({
    ...schemaPointer,
    body: z.array(z.union([htmlNodeSchema, ...widgetSchemas, otherWidget])).max(500),
  });
  const documents = [article, categorySchema.extend(schemaPointer), navigationSchema.extend(schemaPointer), authorSchema.extend(schemaPointer), seriesFieldsSchema.extend(schemaPointer), campaignFieldsSchema.extend(schemaPointer)] as const;
  const schema = z.toJSONSchema(z.union(documents), {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  excludeKnownFormats(schema, [...widgetFormats]);
  return {
    ...schema,
    $id: '/schemas/article.schema.json',
    title: 'Wellread content document',
    description: 'An article, category, navigation, author, content series or campaign document. See docs/content.md and docs/campaigns.md.',
  };
}

/**
 * Makes the catch-all widget branch refuse known formats, so a known widget with bad fields is
 * flagged. A container's child widgets stay open (any format; import checks them), so they are skipped.
 */
function excludeKnownFormats(node: unknown, known: string[]): void {
  if (!node || typeof node !== 'object') return;
  const obj = node as JsonSchema;
  if (obj.description === childWidgetDescription) return;
  const props = obj.properties as Record<string, JsonSchema> | undefined;
  if (obj.additionalProperties !== false && props?.widgetFormat && props.widgetFormat.type === 'string' && !('const' in props.widgetFormat)) {
    props.widgetFormat = { ...props.widgetFormat, not: { enum: known } };
  }
  for (const value of Object.values(obj)) {
    if (Array.isArray(value)) value.forEach((v) => excludeKnownFormats(v, known));
    else excludeKnownFormats(value, known);
  }
}

export interface NewsroomSchemas {
  /** Each document type's fields; the article's without `body` (its blocks are the widgets' and HTML nodes). */
  documents: { article: JsonSchema; category: JsonSchema; navigation: JsonSchema; author: JsonSchema; series: JsonSchema; campaign: JsonSchema };
  /** Each known widget's own fields, by format. */
  widgets: Record<string, JsonSchema>;
}

let newsroomSchemasOnce: NewsroomSchemas | undefined;

/**
 * What the newsroom's forms are built from (GET /api/newsroom/schemas): one JSON Schema per
 * document type and per widget, from the same zod schemas import validates with. Computed once per
 * process: the schemas only change with a deploy.
 */
export function newsroomSchemas(): NewsroomSchemas {
  newsroomSchemasOnce ??= {
    documents: {
      article: toSchema(articleEnvelopeSchema.omit({ body: true })),
      category: toSchema(categorySchema),
      navigation: toSchema(navigationSchema),
      author: toSchema(authorSchema),
      series: toSchema(seriesSchema),
      campaign: toSchema(campaignFieldsSchema),
    },
    // Each widget's name and one-line summary (its definition's label and summary) head its schema: the block picker shows them.
    widgets: Object.fromEntries(widgetFormats.map((format) => [format, { ...toSchema(registry[format].schema), title: registry[format].label, description: registry[format].summary }])),
  };
  return newsroomSchemasOnce;
}

function toSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
}
