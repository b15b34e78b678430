import { createHash } from 'node:crypto';
import { DomUtils, parseDocument } from 'htmlparser2';
import { sanitizeHtml } from '@/content/sanitize';
import { logOnce } from '@/lib/log';

/**
 * The editor markup of the card, image and value-prop carousels (spec, article blocks 3: "Content
 * is parsed from editor markup (card, front, back, single-card, daily-dose-lessons, image cards
 * with desktop and mobile images)"), parsed on the server into the spec's Carousel card entity.
 * docs/content.md ("Carousels") defines the markup. Any parsing failure gives an empty result
 * (spec, article blocks 8), logged once per markup.
 */

/** Spec (article blocks 9): "Daily-dose: 3 lessons". */
export const maxDailyDoseLessons = 3;
/** More cards than this is not a carousel a reader can follow; the markup is refused. */
export const maxCarouselCards = 24;

export interface CarouselImage {
  src: string;
  /** The editor's alt text, trimmed; empty when the editor gave none (the component supplies the default). */
  alt: string;
  width?: number;
  height?: number;
}

/** Spec (article blocks 3): Carousel card: title; back (answer, description); images (mobile, desktop); back lessons[] (text); media (src, alt). */
export interface CarouselCard {
  /** card: front and back faces; single-card: one face; image: an image card. */
  kind: 'card' | 'single-card' | 'image';
  title: string;
  /** The front's text under the title (sanitized HTML), if any. */
  frontText?: string;
  back?: {
    answer: string;
    /** Sanitized editor HTML, possibly empty. */
    description: string;
    /** A daily-dose card's lessons, at most 3. */
    lessons: { text: string }[];
  };
  images?: { desktop: CarouselImage; mobile?: CarouselImage };
  media?: CarouselImage;
  /** A daily-dose card's lesson id (data-lesson-id), for the lesson events. */
  lessonId?: string;
}

export type CarouselKind = 'card' | 'image' | 'value-prop';

type Node = ReturnType<typeof parseDocument>['children'][number];
type El = ReturnType<typeof DomUtils.findAll>[number];

class MarkupError extends Error {}

const headingTags = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const idPattern = /^[\w.:-]{1,100}$/;

/** An element node (tag, script or style); text and comments are not. */
const isTag = (node: Node): node is El => 'attribs' in node;
const classes = (el: El) => (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (el: El, name: string) => classes(el).includes(name);
const childElements = (el: El) => el.children.filter((c): c is El => isTag(c));
const textOf = (node: Node | Node[]) => DomUtils.textContent(node).replace(/\s+/g, ' ').trim();
/** The first descendant element of `root` matching the test, in document order. */
const first = (root: El | El[], test: (el: El) => boolean) => DomUtils.findOne(test, Array.isArray(root) ? root : [root], true);

function fail(message: string): never {
  throw new MarkupError(message);
}

/** Same rule as imageSrcField: a site path or an https URL. */
const validSrc = (src: string) => /^\/(?!\/)[^\s]*$/.test(src) || /^https:\/\/[^\s]+$/.test(src);

function dimension(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function image(el: El, where: string): CarouselImage {
  const src = (el.attribs.src ?? '').trim();
  if (src.length > 2000 || !validSrc(src)) fail(`${where}: image src must be a site path or an https URL`);
  const width = dimension(el.attribs.width);
  const height = dimension(el.attribs.height);
  const alt = (el.attribs.alt ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
  return { src, alt, ...(width && height ? { width, height } : {}) };
}

const isImg = (el: El) => el.name === 'img';
const isHeading = (el: El) => headingTags.has(el.name);

/** Sanitized HTML of a face's children once the given elements (title, image, answer, lessons) are taken out. */
function htmlWithout(face: El, skip: (El | null | undefined)[]): string {
  for (const el of skip) if (el) DomUtils.removeElement(el);
  return sanitizeHtml(face.children.map((node) => DomUtils.getOuterHTML(node, { decodeEntities: false })).join('')).trim();
}

function titleOf(face: El, where: string): { title: string; heading: El } {
  const heading = first(face, isHeading);
  const title = heading ? textOf(heading) : '';
  if (!heading || !title) fail(`${where}: a heading (h2 to h6) with the title is required`);
  if (title.length > 200) fail(`${where}: the title is longer than 200 characters`);
  return { title, heading };
}

function parseFlipCard(card: El, n: number): CarouselCard {
  const where = `card ${n}`;
  const faces = childElements(card);
  const front = faces.find((el) => hasClass(el, 'front'));
  const back = faces.find((el) => hasClass(el, 'back'));
  if (!front) fail(`${where}: the front (class="front") is missing`);
  if (!back) fail(`${where}: the back (class="back") is missing`);
  const { title, heading } = titleOf(front, `${where} front`);
  const mediaEl = first(front, isImg);
  const frontText = htmlWithout(front, [heading, mediaEl]);

  const answerEl = first(back, (el) => hasClass(el, 'answer')) ?? first(back, isHeading);
  const answer = answerEl ? textOf(answerEl) : '';
  const lessonsEl = first(back, (el) => hasClass(el, 'daily-dose-lessons'));
  const lessons = lessonsEl
    ? DomUtils.findAll((el) => el.name === 'li', [lessonsEl])
        .map((li) => ({ text: textOf(li).slice(0, 300) }))
        .filter((l) => l.text)
        .slice(0, maxDailyDoseLessons)
    : [];
  if (lessonsEl && lessons.length === 0) fail(`${where}: daily-dose-lessons has no lesson (li)`);
  const description = htmlWithout(back, [answerEl, lessonsEl]);
  if (!answer && !description && lessons.length === 0) fail(`${where}: the back is empty`);

  const lessonId = card.attribs['data-lesson-id']?.trim();
  if (lessonId !== undefined && !idPattern.test(lessonId)) fail(`${where}: data-lesson-id may hold only letters, digits, _ . : -`);
  return {
    kind: 'card',
    title,
    ...(frontText ? { frontText } : {}),
    back: { answer, description, lessons },
    ...(mediaEl ? { media: image(mediaEl, where) } : {}),
    ...(lessonsEl ? { lessonId: lessonId || `lesson-${n}` } : {}),
  };
}

function parseSingleCard(card: El, n: number): CarouselCard {
  const where = `card ${n}`;
  const { title, heading } = titleOf(card, where);
  const mediaEl = first(card, isImg);
  const description = htmlWithout(card, [heading, mediaEl]);
  return {
    kind: 'single-card',
    title,
    ...(description ? { frontText: description } : {}),
    ...(mediaEl ? { media: image(mediaEl, where) } : {}),
  };
}

function parseImageCard(card: El, n: number): CarouselCard {
  const where = `image card ${n}`;
  const imgs = DomUtils.findAll(isImg, [card]);
  const desktopEl = imgs.find((el) => hasClass(el, 'desktop')) ?? imgs.find((el) => !hasClass(el, 'mobile'));
  const mobileEl = imgs.find((el) => hasClass(el, 'mobile'));
  if (!desktopEl) fail(`${where}: the desktop image (img class="desktop") is missing`);
  const caption = first(card, (el) => el.name === 'figcaption' || isHeading(el));
  const title = caption ? textOf(caption).slice(0, 200) : '';
  return {
    kind: 'image',
    title,
    images: { desktop: image(desktopEl, where), ...(mobileEl ? { mobile: image(mobileEl, where) } : {}) },
  };
}

/** The carousel's card elements: top-level (or inside one wrapper) elements classed card, single-card or image-card. */
function cardElements(root: Node[], kind: CarouselKind): El[] {
  const cardClass = kind === 'image' ? ['image-card'] : ['card', 'single-card'];
  const isCard = (el: El) => cardClass.some((c) => hasClass(el, c));
  const found = DomUtils.findAll(isCard, root);
  // A card inside a card is a structure error, not two cards.
  for (const el of found) {
    if (DomUtils.findOne(isCard, el.children, true)) fail('a card holds another card');
  }
  return found;
}

function parse(markup: string, kind: CarouselKind): CarouselCard[] {
  const doc = parseDocument(markup, { lowerCaseTags: true, lowerCaseAttributeNames: true });
  const elements = cardElements(doc.children, kind);
  if (elements.length === 0) fail(kind === 'image' ? 'no image card (class="image-card") found' : 'no card (class="card" or "single-card") found');
  if (elements.length > maxCarouselCards) fail(`more than ${maxCarouselCards} cards`);
  return elements.map((el, i) => {
    const n = i + 1;
    if (kind === 'image') return parseImageCard(el, n);
    if (hasClass(el, 'single-card')) return parseSingleCard(el, n);
    return kind === 'value-prop' ? parseSingleCard(el, n) : parseFlipCard(el, n);
  });
}

export interface ParseResult {
  cards: CarouselCard[];
  /** Why the markup gave no cards; undefined when it parsed. */
  error?: string;
}

/** Parses without logging: the cards, or no cards and the reason. */
export function parseCarouselMarkupResult(markup: string, kind: CarouselKind): ParseResult {
  try {
    return { cards: parse(markup, kind) };
  } catch (error) {
    return { cards: [], error: error instanceof MarkupError ? error.message : `parser failed: ${String(error)}` };
  }
}

/**
 * The cards of a carousel's markup, or none when it cannot be parsed (spec: "Markup parsing
 * failure: empty result"); the failure is logged once per distinct markup.
 */
export function parseCarouselMarkup(markup: string, kind: CarouselKind, format = `${kind}-carousel`): CarouselCard[] {
  const result = parseCarouselMarkupResult(markup, kind);
  if (result.error) {
    const key = createHash('sha256').update(markup).digest('hex').slice(0, 16);
    logOnce(`carousel-markup:${format}:${key}`, 'warn', 'Carousel markup could not be parsed; the carousel renders nothing', {
      format,
      reason: result.error,
      markupHash: key,
    });
  }
  return result.cards;
}
