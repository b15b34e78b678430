import { clearOfHealthConditions, type PixelCategory } from '@/features/analytics/pixel/rule';
import { AUDIENCE_NAMES, type AudienceName } from '@/content/campaigns/audience-names';

/**
 * The audience rules (issue 19, item 8; docs/architecture.md "Audiences"), each in one place.
 * They read a reader's own first-party events of the last 30 days, and only events on pages that
 * are clear of health conditions (every category and every parent `healthCondition: false`, the
 * Meta pixel's rule): a page about a condition never puts anyone in an audience.
 */

/** How far back a reader's events count. */
export const audienceWindowDays = 30;
/** At most this many of a reader's most recent events are read, so one answer costs a bounded query. */
export const audienceMaxEvents = 2000;

export const returningReaderDays = 3;
export const nutritionReaderViews = 3;
/** The category whose pages (and its subcategories' pages) make a nutrition reader. */
export const nutritionCategory = 'nutrition';

/** The event names the rules read (and the only ones the query selects). */
export const audienceEventNames = ['Page Viewed', 'Element Viewed', 'Product Clicked', 'Form Submitted'] as const;

/** One stored event, as the rules see it. */
export interface AudienceEvent {
  eventName: string;
  /** The path the event was sent from. */
  pagePath: string;
  /** `name` column: the form's name, the appended article's path for a virtual page view. */
  name: string | null;
  variant: string | null;
  /** ISO time. */
  createdAt: string;
}

/** What the rules need to know about a page path. */
export interface AudiencePage {
  /** Not about a health condition: the page may feed an audience. */
  clear: boolean;
  /** In the nutrition category or one of its subcategories. */
  nutrition: boolean;
}

export type PageLookup = (path: string) => AudiencePage;

const unknownPage: AudiencePage = { clear: false, nutrition: false };

/** A page view: `Page Viewed`, or an article appended by infinite scroll and read (a virtual page view). */
export function isPageView(event: AudienceEvent): boolean {
  return event.eventName === 'Page Viewed' || (event.eventName === 'Element Viewed' && event.variant === 'virtual-page-view');
}

/** The pages an event concerns: where it was sent, plus the appended article a virtual page view is about. */
function pagesOf(event: AudienceEvent): string[] {
  return isPageView(event) && event.eventName === 'Element Viewed' && event.name?.startsWith('/') ? [event.pagePath, event.name] : [event.pagePath];
}

/** The events that may feed an audience: every page they concern is clear of health conditions. */
export function countableEvents(events: readonly AudienceEvent[], page: PageLookup): AudienceEvent[] {
  return events.filter((event) => pagesOf(event).every((path) => page(path).clear));
}

/** returning-reader: page views on 3 or more distinct (UTC) days. */
export function isReturningReader(events: readonly AudienceEvent[]): boolean {
  return new Set(events.filter(isPageView).map((e) => e.createdAt.slice(0, 10))).size >= returningReaderDays;
}

/** product-shopper: at least one `Product Clicked`. */
export function isProductShopper(events: readonly AudienceEvent[]): boolean {
  return events.some((e) => e.eventName === 'Product Clicked');
}

/** newsletter-subscriber: a `Form Submitted` of the newsletter form, which is sent only after a successful sign-up (src/features/newsletter/submit.ts). */
export function isNewsletterSubscriber(events: readonly AudienceEvent[]): boolean {
  return events.some((e) => e.eventName === 'Form Submitted' && e.name === 'newsletter');
}

/** nutrition-reader: 3 or more page views of pages in the nutrition category or its subcategories. */
export function isNutritionReader(events: readonly AudienceEvent[], page: PageLookup): boolean {
  const viewed = (e: AudienceEvent) => page(pagesOf(e).at(-1)!).nutrition;
  return events.filter((e) => isPageView(e) && viewed(e)).length >= nutritionReaderViews;
}

const rules: Record<AudienceName, (events: readonly AudienceEvent[], page: PageLookup) => boolean> = {
  'returning-reader': isReturningReader,
  'product-shopper': isProductShopper,
  'newsletter-subscriber': isNewsletterSubscriber,
  'nutrition-reader': isNutritionReader,
};

/** The audiences asked for that the reader belongs to, in the order of AUDIENCE_NAMES. */
export function audiencesOf(events: readonly AudienceEvent[], page: PageLookup, asked: readonly AudienceName[]): AudienceName[] {
  const countable = countableEvents(events, page);
  return AUDIENCE_NAMES.filter((name) => asked.includes(name) && rules[name](countable, page));
}

/** `audiences=a,b,c`: the known names, each once; unknown names are ignored. */
export function parseAskedAudiences(value: string | null): AudienceName[] {
  const asked = new Set((value ?? '').split(',').map((s) => s.trim()));
  return AUDIENCE_NAMES.filter((name) => asked.has(name));
}

/** A category with what the page rules need (a category document has more). */
export type AudienceCategory = PixelCategory & { canonicalPath?: string };

/**
 * The page lookup for one site: an article is clear when it has categories and all of them (and
 * their parents) are clear; a category page when its category is; the homepage is about no
 * condition. Any other path (search, newsletter, a page we cannot place) feeds nothing.
 */
export function pageLookup(categories: readonly AudienceCategory[], articleCategories: ReadonlyMap<string, readonly string[]>): PageLookup {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const inNutrition = (slug: string) => {
    let current: string | undefined = slug;
    for (let depth = 0; current && depth <= 10; depth++) {
      if (current === nutritionCategory) return true;
      current = bySlug.get(current)?.parent;
    }
    return false;
  };
  const categoryByPath = new Map(categories.filter((c) => c.canonicalPath).map((c) => [c.canonicalPath!, c.slug]));
  const forSlugs = (slugs: readonly string[]): AudiencePage => {
    const clear = slugs.length > 0 && clearOfHealthConditions(slugs, categories);
    return { clear, nutrition: clear && slugs.some(inNutrition) };
  };
  return (path) => {
    if (path === '/') return { clear: true, nutrition: false };
    const article = articleCategories.get(path);
    if (article) return forSlugs(article);
    const category = categoryByPath.get(path);
    return category ? forSlugs([category]) : unknownPage;
  };
}
