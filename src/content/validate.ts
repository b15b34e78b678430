import { z } from 'zod';
import { jsonDepthExceeds, maxJsonDepth } from '@/lib/json-depth';
import { widgetDef } from '@/widgets/registry';
import { citationWarnings } from '@/widgets/references/citations';
import { articleSchema, categorySchema, navigationSchema, type ArticleDocument, type CategoryDocument, type NavigationDocument } from './article-schema';

export type ContentDocument = ArticleDocument | CategoryDocument | NavigationDocument;

export interface ContentIssue {
  /** JSON path into the document, e.g. body[3].items[0].question */
  path: string;
  message: string;
}

export type ValidationResult =
  | { ok: true; document: ContentDocument; warnings: ContentIssue[] }
  | { ok: false; errors: ContentIssue[]; warnings: ContentIssue[] };

const documentSchemas = {
  article: articleSchema,
  category: categorySchema,
  navigation: navigationSchema,
} as const;

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(document)';
}

function issuesOf(error: z.ZodError, prefix: readonly PropertyKey[] = []): ContentIssue[] {
  return error.issues.map((issue) => ({ path: formatPath([...prefix, ...issue.path]), message: issue.message }));
}

/**
 * Validates one content document. Widgets are checked against their own schemas; an unknown
 * widgetFormat is kept with a warning (content may come from a newer editor) and renders nothing.
 * The returned document is normalised: defaults applied and editor HTML sanitized.
 */
export function validateDocument(input: unknown): ValidationResult {
  const warnings: ContentIssue[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ path: '(document)', message: 'a document must be a JSON object' }], warnings };
  }
  // Checked first, without recursion: a deeper value (e.g. inside an unknown widget, kept as is)
  // would overflow the stack when stored (JSON.stringify) or indexed for search.
  if (jsonDepthExceeds(input, maxJsonDepth)) {
    return { ok: false, errors: [{ path: '(document)', message: `a document may nest objects and arrays at most ${maxJsonDepth} levels deep` }], warnings };
  }
  // "$schema" only points an editor at the JSON Schema; it is not part of the document.
  const { $schema: _schemaPointer, ...document } = input as Record<string, unknown>;
  const type = document.documentType;
  if (typeof type !== 'string' || !Object.hasOwn(documentSchemas, type)) {
    return {
      ok: false,
      errors: [{ path: 'documentType', message: `must be one of ${Object.keys(documentSchemas).map((k) => `"${k}"`).join(', ')}` }],
      warnings,
    };
  }
  const parsed = documentSchemas[type as keyof typeof documentSchemas].safeParse(document);
  if (!parsed.success) return { ok: false, errors: issuesOf(parsed.error), warnings };
  if (parsed.data.documentType !== 'article') return { ok: true, document: parsed.data, warnings };

  const errors: ContentIssue[] = [];
  const body = parsed.data.body.map((node, index) => {
    if (!('widgetFormat' in node)) return node;
    const def = widgetDef(node.widgetFormat);
    if (!def) {
      warnings.push({ path: `body[${index}].widgetFormat`, message: `unknown widgetFormat "${node.widgetFormat}": kept, renders nothing` });
      return node;
    }
    const widget = def.schema.safeParse(node);
    if (!widget.success) {
      errors.push(...issuesOf(widget.error, ['body', index]));
      return node;
    }
    return widget.data as typeof node;
  });
  if (errors.length) return { ok: false, errors, warnings };
  warnings.push(...citationWarnings({ body, references: parsed.data.references }));
  return { ok: true, document: { ...parsed.data, body }, warnings };
}
