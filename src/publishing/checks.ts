import { z } from 'zod';
import { parseDocument } from 'htmlparser2';
import { imageSrcField } from '@/content/fields';
import { pageTemplates } from '@/content/page-templates';
import { sanitizeHtml, tableScrollClass } from '@/content/sanitize';
import type { Source } from '@/content/sources';
import type { SlotPath } from '@/widgets/define';
import { articleSources, type BodyLike } from '@/widgets/page-sources';
import { widgetDef, widgetFormats } from '@/widgets/registry';
import { slotNodes, valueAt } from '@/widgets/slots';
import { formatPath, maxContainerDepth, type ContentIssue } from './validate';

/**
 * The checks a document must pass before it is published (docs/areas/publishing.md): publishing
 * refuses a document with any, showing each beside its field; saving a draft, the content API and
 * the CLI report them as warnings (checksAsWarnings). They read the raw document, as submitted,
 * so they can tell what the sanitizer would drop; they never throw.
 */
export interface PublishCheck {
  /** JSON path into the document, as validate.ts writes it: body[2].children[0][1].src, heroImage.alt. */
  path: string;
  message: string;
  check: 'unknown-format' | 'medical-review' | 'sources' | 'sanitized-html' | 'image-alt';
}

type Path = readonly PropertyKey[];
type Record_ = Record<string, unknown>;

const isObject = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value);

const imageAltMessage = 'an image needs alt text (describe it, or mark it decorative if the schema allows)';

export function publishChecks(input: unknown): PublishCheck[] {
  const checks: PublishCheck[] = [];
  const add = (check: PublishCheck['check'], path: Path, message: string) => checks.push({ check, path: formatPath(path), message });
  try {
    if (!isObject(input) || input.documentType !== 'article') return [];
    const body = Array.isArray(input.body) ? (input.body as unknown[]) : [];
    const health = isHealthArticle(input);
    // In the envelope's field order: medicalReviewer, heroImage, body, references.
    if (health) {
      // An author record's id (import and publishing check the record exists), or a name written out.
      const reviewer = input.medicalReviewer;
      const name = typeof reviewer === 'string' ? reviewer.trim() : isObject(reviewer) && typeof reviewer.name === 'string' ? reviewer.name.trim() : '';
      if (!name) add('medical-review', ['medicalReviewer'], 'a health article needs a medical reviewer before it is published');
    }
    if (isObject(input.heroImage)) {
      const alt = input.heroImage.alt;
      if (typeof alt !== 'string' || !alt.trim()) add('image-alt', ['heroImage', 'alt'], imageAltMessage);
    }
    checkNodes(body, ['body'], 0, add);
    if (health && !hasSources(body, input.references)) add('sources', ['references'], 'a health article needs at least one source');
  } catch {
    // Never throws: what was found before an unreadable value is still reported.
  }
  const seen = new Set<string>();
  return checks.filter((c) => {
    const key = `${c.check}\u0000${c.path}\u0000${c.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** The checks in the shape of validate.ts's issues, to merge into a draft's or an import's warnings. */
export function checksAsWarnings(checks: readonly PublishCheck[]): ContentIssue[] {
  return checks.map(({ path, message }) => ({ path, message }));
}

/** Validation's warnings and the checks together, a field validation already warned about once (an unknown widget format). */
export function withChecks(warnings: readonly ContentIssue[], checks: readonly PublishCheck[]): ContentIssue[] {
  const warned = new Set(warnings.map((w) => w.path));
  return [...warnings, ...checksAsWarnings(checks.filter((c) => !warned.has(c.path)))];
}

/** An article (isArticle) whose template is health information (page-templates.ts, medicalReview): it needs a medical review. */
export function isHealthArticle(doc: Record_): boolean {
  if (doc.isArticle === false) return false;
  const template = doc.pageTemplate ?? 'article';
  return typeof template === 'string' && Object.hasOwn(pageTemplates, template) && pageTemplates[template as keyof typeof pageTemplates].medicalReview;
}

/** The envelope's references, else a references widget's (page-sources.ts). */
function hasSources(body: readonly unknown[], references: unknown): boolean {
  const envelope = Array.isArray(references) ? (references as Source[]) : [];
  return articleSources(body.filter(isObject) as BodyLike[], envelope).sources.length > 0;
}

type Add = (check: PublishCheck['check'], path: Path, message: string) => void;

/** Body nodes (the body, or a container's slot): HTML nodes and widget nodes, containers' children included. */
function checkNodes(nodes: readonly unknown[], prefix: Path, depth: number, add: Add): void {
  nodes.forEach((node, index) => {
    try {
      checkNode(node, [...prefix, index], depth, add);
    } catch {
      // An unreadable node is left to validation; the other nodes are still checked.
    }
  });
}

function checkNode(node: unknown, at: Path, depth: number, add: Add): void {
  if (!isObject(node)) return;
  if (node.type === 'html' && !('widgetFormat' in node)) {
    if (typeof node.html === 'string') checkHtml(node.html, [...at, 'html'], add);
    return;
  }
  const format = node.widgetFormat;
  if (typeof format !== 'string' || !format) return;
  const def = widgetDef(format);
  if (!def) {
    const near = closestFormat(format);
    add('unknown-format', [...at, 'widgetFormat'], `unknown widget format "${format}": it would render nothing${near ? ` (did you mean "${near}"?)` : ''}`);
    return;
  }
  // Where a container keeps its children: by the parsed data when it parses, else as the raw data says.
  let slots: readonly SlotPath[] = [];
  if (depth < maxContainerDepth) {
    try {
      const parsed = def.schema.safeParse(node);
      slots = slotNodes(def, parsed.success ? parsed.data : node).map((slot) => slot.path);
    } catch {
      slots = [];
    }
  }
  const pending = new Map(slots.map((path) => [JSON.stringify([...at, ...path]), path]));
  const walk: Walk = {
    add,
    slot(path, value) {
      pending.delete(JSON.stringify(path));
      if (Array.isArray(value)) checkNodes(value, path, depth + 1, add);
    },
    isSlot: (path) => pending.has(JSON.stringify(path)),
  };
  walkSchema(def.schema, node, at, walk, 0);
  // A slot the schema's shape did not lead to (none today) is still checked.
  for (const path of pending.values()) {
    const children = valueAt(node, path);
    if (Array.isArray(children)) checkNodes(children, [...at, ...path], depth + 1, add);
  }
}

// --- Walking a widget's raw data beside its schema --------------------------------------------

interface Walk {
  add: Add;
  isSlot(path: Path): boolean;
  slot(path: Path, value: unknown): void;
}

type Schema = z.core.$ZodType;
/** A schema's definition, read loosely: only the fields of the kinds walked below are used. */
type LooseDef = {
  type: string;
  innerType?: Schema;
  in?: Schema;
  getter?: () => Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  items?: Schema[];
  valueType?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
};
const defOf = (schema: Schema) => schema._zod.def as unknown as LooseDef;

/** A copy of imageSrcField made by describe() keeps its definition, so the definition names the field. */
const imageSrcDef = imageSrcField._zod.def;
/** htmlField() marks itself text/html (sanitize.ts); wrappers and descriptions inherit the mark. */
const isHtmlField = (schema: Schema) => z.globalRegistry.get(schema)?.contentMediaType === 'text/html';

/** Deeper than any widget schema nests. */
const maxSchemaDepth = 40;

/** A schema without its wrappers (optional, default, description, a pipe's input…), and what the wrappers said it is. */
function unwrap(schema: Schema): { base: Schema; html: boolean; image: boolean } {
  let html = false;
  let image = false;
  let current = schema;
  for (let i = 0; i < maxSchemaDepth; i++) {
    html ||= isHtmlField(current);
    image ||= current._zod.def === imageSrcDef;
    const def = defOf(current);
    const next =
      def.type === 'pipe'
        ? def.in
        : def.type === 'lazy'
          ? def.getter?.()
          : ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)
            ? def.innerType
            : undefined;
    if (!next) break;
    current = next;
  }
  return { base: current, html, image };
}

/** Whether a field holds an image: an image src field, or an object holding one (hero-image-section's images). */
function holdsImage(schema: Schema, depth = 0): boolean {
  const { base, image } = unwrap(schema);
  if (image) return true;
  const def = defOf(base);
  return depth < 3 && def.type === 'object' && Object.values(def.shape ?? {}).some((field) => holdsImage(field, depth + 1));
}

const normalisedPrefix = (key: string) => key.replace(/^img(?=[A-Z]|$)/, 'image');

/**
 * Each image field of an object and the alt field beside it, as the widget schemas name them:
 * src/alt, url/alt, imgSrc/imgAlt, imageSrc/imageAlt, imageUrl/imageAlt, imgSrc/imageAlt,
 * authorImageSrc/authorImageAlt, images/imageAlt. An image field with no alt field beside it
 * (a decorative product image, a video poster) has none: nothing the editor could fill in.
 */
const imagePairsCache = new WeakMap<object, Map<string, string>>();
function imagePairs(shape: Record<string, Schema>): Map<string, string> {
  const cached = imagePairsCache.get(shape);
  if (cached) return cached;
  const keys = Object.keys(shape);
  const alts = keys.filter((key) => key === 'alt' || key.endsWith('Alt'));
  const pairs = new Map<string, string>();
  if (alts.length) {
    for (const key of keys) {
      if (alts.includes(key) || !holdsImage(shape[key]!)) continue;
      // The alt field whose prefix the image field's name starts with, the longest such.
      const alt = alts
        .filter((a) => normalisedPrefix(key).startsWith(normalisedPrefix(a.slice(0, -3))))
        .sort((a, b) => b.length - a.length)[0];
      if (alt) pairs.set(key, alt);
    }
  }
  imagePairsCache.set(shape, pairs);
  return pairs;
}

/**
 * An image needs its alt field. Missing is reported: the editor has to say something. Empty marks
 * the image decorative, which is enough only where the alt field's schema says an image may be
 * decorative (its description, as editors read it in the JSON Schema) and accepts the empty
 * string; elsewhere an empty alt renders a stand-in ("preview", "Quote image") or is refused.
 */
function altMissing(altSchema: Schema, value: unknown): boolean {
  if (typeof value !== 'string') return true;
  if (value.trim()) return false;
  return !(mayBeDecorative(altSchema) && z.safeParse(altSchema, '').success);
}

function mayBeDecorative(schema: Schema): boolean {
  let current: Schema | undefined = schema;
  for (let i = 0; current && i < maxSchemaDepth; i++) {
    if (/decorat/i.test(z.globalRegistry.get(current)?.description ?? '')) return true;
    const def = defOf(current);
    current = def.type === 'pipe' ? def.in : def.innerType;
  }
  return false;
}

/**
 * Walks a widget's raw data beside its schema: HTML fields are compared with their sanitized
 * HTML, images with their alt fields, and a container's slots go back to the body checks.
 */
function walkSchema(schema: Schema, value: unknown, path: Path, walk: Walk, depth: number): void {
  if (depth > maxSchemaDepth || value === undefined) return;
  if (walk.isSlot(path)) {
    walk.slot(path, value);
    return;
  }
  const { base, html } = unwrap(schema);
  if (html) {
    if (typeof value === 'string') checkHtml(value, path, walk.add);
    return;
  }
  const def = defOf(base);
  switch (def.type) {
    case 'object': {
      if (!isObject(value) || !def.shape) return;
      const pairs = imagePairs(def.shape);
      for (const [key, field] of Object.entries(def.shape)) {
        if (!Object.hasOwn(value, key)) continue;
        const alt = pairs.get(key);
        const image = value[key];
        if (alt && image !== undefined && image !== null && image !== '' && altMissing(def.shape[alt]!, value[alt])) walk.add('image-alt', [...path, alt], imageAltMessage);
        walkSchema(field, value[key], [...path, key], walk, depth + 1);
      }
      return;
    }
    case 'array':
      if (Array.isArray(value) && def.element) value.forEach((item, i) => walkSchema(def.element!, item, [...path, i], walk, depth + 1));
      return;
    case 'tuple':
      if (Array.isArray(value)) def.items?.forEach((item, i) => walkSchema(item, value[i], [...path, i], walk, depth + 1));
      return;
    case 'record':
      if (isObject(value) && def.valueType) for (const [key, item] of Object.entries(value)) walkSchema(def.valueType, item, [...path, key], walk, depth + 1);
      return;
    case 'union':
      // Only the options the value is: another option's image or HTML fields are not its own.
      for (const option of def.options ?? []) if (z.safeParse(option, value).success) walkSchema(option, value, path, walk, depth + 1);
      return;
    case 'intersection':
      if (def.left) walkSchema(def.left, value, path, walk, depth + 1);
      if (def.right) walkSchema(def.right, value, path, walk, depth + 1);
      return;
    default:
  }
}

// --- HTML: what sanitizing drops --------------------------------------------------------------

type DomNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<DomNode, { attribs: Record<string, string> }>;

interface HtmlFacts {
  /** Each element and each attribute ("<p>", "style="), counted. */
  parts: Map<string, number>;
  /** The text a reader sees, without whitespace. */
  text: string;
  /** <img> elements with no alt attribute. */
  imagesWithoutAlt: number;
}

const invisible = new Set(['script', 'style', 'template']);

/** An element node (tag, script or style); text, comments and directives are not. */
const isElement = (node: DomNode): node is Element => 'attribs' in node;

/**
 * The labelled scroll area sanitize.ts puts around a table: sanitizing adds it, and makes it again
 * from HTML that already has one (sanitized HTML submitted again), so it is never the editor's.
 */
const isTableScroll = (el: Element) =>
  el.name === 'div' && (el.attribs.class ?? '').split(/\s+/).includes(tableScrollClass) && el.children.filter(isElement).every((child) => child.name === 'table');

function htmlFacts(html: string): HtmlFacts {
  const facts: HtmlFacts = { parts: new Map(), text: '', imagesWithoutAlt: 0 };
  const count = (part: string) => facts.parts.set(part, (facts.parts.get(part) ?? 0) + 1);
  const visit = (nodes: readonly DomNode[], visible: boolean, depth: number): void => {
    if (depth > 200) return;
    for (const node of nodes) {
      if (node.type === 'text') {
        if (visible) facts.text += (node as { data: string }).data.replace(/\s+/g, '');
        continue;
      }
      if (!isElement(node)) continue;
      const el = node;
      if (!isTableScroll(el)) {
        count(`<${el.name}>`);
        // target="_self" is where a link opens anyway: the sanitizer dropping it changes nothing.
        for (const [name, value] of Object.entries(el.attribs)) if (!(name === 'target' && value === '_self')) count(`${name}=`);
        if (el.name === 'img' && !Object.hasOwn(el.attribs, 'alt')) facts.imagesWithoutAlt++;
      }
      visit(el.children, visible && !invisible.has(el.name), depth + 1);
    }
  };
  visit(parseDocument(html).children, true, 0);
  return facts;
}

/**
 * What sanitizing drops from editor HTML: elements and attributes ("<script>", "onclick=") fewer
 * after it than before, and "text" when the text a reader sees changes. Normalising (quoting,
 * entities, <br />, the scroll area around a table) drops nothing.
 */
export function droppedBySanitizing(html: string): string[] {
  return dropped(html, htmlFacts(html));
}

function dropped(html: string, before: HtmlFacts): string[] {
  const clean = sanitizeHtml(html);
  if (clean === html) return [];
  const after = htmlFacts(clean);
  const lost = [...before.parts].filter(([part, n]) => n > (after.parts.get(part) ?? 0)).map(([part]) => part);
  if (before.text !== after.text) lost.push('text');
  return lost;
}

function checkHtml(html: string, path: Path, add: Add): void {
  if (!html.includes('<')) return;
  const facts = htmlFacts(html);
  const parts = dropped(html, facts);
  if (parts.length) {
    const listed = parts.slice(0, 5).join(', ');
    const more = parts.length > 5 ? ` and ${parts.length - 5} more` : '';
    add('sanitized-html', path, `the sanitizer would drop ${listed}${more}`);
  }
  if (facts.imagesWithoutAlt > 0) add('image-alt', path, 'an image in this HTML has no alt text');
}

// --- Did you mean -----------------------------------------------------------------------------

/** Edit distance (insert, delete, substitute), giving up past max: then it is max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...row) > max) return max + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/** The registered format nearest to a mistyped one (case aside), within 2 edits. */
function closestFormat(format: string): string | undefined {
  if (format.length > 100) return undefined;
  let best: string | undefined;
  let bestDistance = 3;
  for (const known of widgetFormats) {
    const distance = editDistance(format.toLowerCase(), known.toLowerCase(), 2);
    if (distance < bestDistance) [best, bestDistance] = [known, distance];
  }
  return best;
}
