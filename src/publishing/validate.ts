import { z } from 'zod';
import { jsonDepthExceeds, maxJsonDepth } from '@/lib/json-depth';
import { widgetDef } from '@/widgets/registry';
import { citationWarnings } from '@/widgets/page-sources';
import { slotNodes } from '@/widgets/slots';
import {
  articleSchema,
  categorySchema,
  navigationSchema,
  widgetNodeSchema,
  type WidgetNode,
} from '@/content/article-schema';
import { campaignSchema } from '@/content/campaigns/schema';
import { authorSchema } from '@/content/authors';
import { seriesSchema } from '@/content/series';
import type { ContentDocument } from '@/content/documents';

export type { ContentDocument } from '@/content/documents';

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
  author: authorSchema,
  series: seriesSchema,
  campaign: campaignSchema,
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
 * The error map every content schema is parsed with (envelope and widgets alike): a field that is
 * missing (its input is undefined) says "required" instead of zod's "Invalid input: expected
 * string, received undefined". Messages a schema sets itself (refinements, checks) and issues
 * about a value that is present keep their own text. Passed per parse, so it changes neither
 * zod's global configuration nor the JSON Schema export.
 */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.input === undefined && issue.code !== 'custom' ? 'required' : undefined;

const parseOptions = { error: contentErrorMap } as const;

/** A body node the envelope accepts as a widget node: an object with a (non-empty) string widgetFormat. */
function widgetNodeOf(node: unknown): WidgetNode | undefined {
  const parsed = widgetNodeSchema.safeParse(node, parseOptions);
  return parsed.success ? parsed.data : undefined;
}

/** How deep container widgets (row, group…) may nest: a row in a colour block in a row is plenty. */
export const maxContainerDepth = 4;

/**
 * Checks each widget node against its own widget's schema, so the body's errors are reported
 * with the envelope's in one pass, even when the envelope (or another body node) has errors.
 * Nodes that are not readable widget nodes are left to the envelope's own errors. A container's
 * children are checked the same way (paths such as body[2].children[0][1].title), and its
 * data gets them back normalised. Returns the parsed (normalised) widget nodes by their index.
 */
function checkWidgets(body: readonly unknown[], errors: ContentIssue[], warnings: ContentIssue[], prefix: readonly PropertyKey[] = ['body'], depth = 0): Map<number, WidgetNode> {
  const parsedWidgets = new Map<number, WidgetNode>();
  body.forEach((node, index) => {
    const widgetNode = widgetNodeOf(node);
    if (!widgetNode) return;
    const at = [...prefix, index];
    const def = widgetDef(widgetNode.widgetFormat);
    if (!def) {
      warnings.push({ path: formatPath([...at, 'widgetFormat']), message: `unknown widgetFormat "${widgetNode.widgetFormat}": kept, renders nothing` });
      return;
    }
    const widget = def.schema.safeParse(node, parseOptions);
    if (!widget.success) {
      errors.push(...issuesOf(widget.error, at));
      return;
    }
    const slots = slotNodes(def, widget.data);
    if (slots.length > 0 && depth >= maxContainerDepth) {
      errors.push({ path: formatPath(at), message: `containers (${widgetNode.widgetFormat}) may nest at most ${maxContainerDepth} deep` });
      return;
    }
    for (const { path, nodes } of slots) {
      const children = checkWidgets(nodes, errors, warnings, [...at, ...path], depth + 1);
      const list = nodes as unknown[];
      for (const [i, child] of children) list[i] = child;
    }
    parsedWidgets.set(index, widget.data as WidgetNode);
    for (const message of def.warnings?.(widget.data) ?? []) warnings.push({ path: formatPath(at), message });
  });
  return parsedWidgets;
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
  const parsed = documentSchemas[type as keyof typeof documentSchemas].safeParse(document, parseOptions);
  const errors = parsed.success ? [] : issuesOf(parsed.error);
  if (type !== 'article') return parsed.success ? { ok: true, document: parsed.data, warnings } : { ok: false, errors, warnings };

  // Widgets are checked whether or not the envelope passed; a body that is not an array is
  // already an envelope error.
  const parsedWidgets = Array.isArray(document.body) ? checkWidgets(document.body, errors, warnings) : new Map<number, WidgetNode>();
  if (errors.length || !parsed.success || parsed.data.documentType !== 'article') return { ok: false, errors, warnings };
  // HTML nodes as the envelope parsed them (sanitized), widget nodes as their own schema did.
  const body = parsed.data.body.map((node, index) => parsedWidgets.get(index) ?? node);
  warnings.push(...inlinePersonWarnings(parsed.data), ...citationWarnings({ body, references: parsed.data.references }));
  return { ok: true, document: { ...parsed.data, body }, warnings };
}

const inlineMessage = (name: string) => `"${name}" is written out (the old format): name their author record by its id instead, so their credentials are the same on every page`;

/** People written out in the envelope (the old format, still accepted): each is a warning. */
function inlinePersonWarnings(article: { authors: readonly unknown[]; medicalReviewer?: unknown }): ContentIssue[] {
  const warnings: ContentIssue[] = [];
  article.authors.forEach((ref, i) => {
    if (typeof ref === 'object' && ref !== null && 'name' in ref) warnings.push({ path: `authors[${i}]`, message: inlineMessage(String(ref.name)) });
  });
  const reviewer = article.medicalReviewer;
  if (typeof reviewer === 'object' && reviewer !== null && 'name' in reviewer) warnings.push({ path: 'medicalReviewer', message: inlineMessage(String(reviewer.name)) });
  return warnings;
}
