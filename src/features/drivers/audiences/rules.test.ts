import { describe, expect, it } from 'vitest';
import {
  audiencesOf,
  countableEvents,
  isNewsletterSubscriber,
  isNutritionReader,
  isProductShopper,
  isReturningReader,
  pageLookup,
  parseAskedAudiences,
  type AudienceCategory,
  type AudienceEvent,
} from './rules';
import { AUDIENCE_NAMES } from '@/content/campaigns/audience-names';

const categories: AudienceCategory[] = [
  { slug: 'nutrition', canonicalPath: '/nutrition', healthCondition: false },
  { slug: 'recipes', parent: 'nutrition', canonicalPath: '/nutrition/recipes', healthCondition: false },
  { slug: 'vitamins', parent: 'nutrition', canonicalPath: '/nutrition/vitamins', healthCondition: true },
  { slug: 'sleep', canonicalPath: '/sleep', healthCondition: false },
  { slug: 'diabetes', canonicalPath: '/diabetes', healthCondition: true },
  { slug: 'fitness', parent: 'diabetes', canonicalPath: '/diabetes/fitness', healthCondition: false },
];
const articles = new Map<string, string[]>([
  ['/nutrition/fiber', ['nutrition']],
  ['/nutrition/recipes/oats', ['recipes']],
  ['/nutrition/iron', ['nutrition', 'vitamins']],
  ['/sleep/naps', ['sleep']],
  ['/diabetes/a1c', ['diabetes']],
  ['/diabetes/fitness/walks', ['fitness']],
  ['/mystery', ['no-such-category']],
]);
const page = pageLookup(categories, articles);

const ev = (eventName: string, pagePath: string, day: string, extra: Partial<AudienceEvent> = {}): AudienceEvent => ({
  eventName,
  pagePath,
  name: null,
  variant: null,
  createdAt: `2026-05-${day}T10:00:00.000Z`,
  ...extra,
});
const view = (path: string, day: string) => ev('Page Viewed', path, day);

describe('page lookup (health-condition pages never feed an audience)', () => {
  it('clears pages whose categories and parents are all free of health conditions', () => {
    expect(page('/nutrition/fiber')).toEqual({ clear: true, nutrition: true });
    expect(page('/nutrition/recipes/oats')).toEqual({ clear: true, nutrition: true });
    expect(page('/sleep/naps')).toEqual({ clear: true, nutrition: false });
    expect(page('/nutrition')).toEqual({ clear: true, nutrition: true });
    expect(page('/')).toEqual({ clear: true, nutrition: false });
  });

  it('refuses a condition page, a page with one condition category, a condition parent, unknown categories and unknown paths', () => {
    for (const path of ['/diabetes/a1c', '/nutrition/iron', '/diabetes/fitness/walks', '/mystery', '/diabetes', '/search/x', '/newsletter/confirm']) {
      expect(page(path).clear, path).toBe(false);
      expect(page(path).nutrition, path).toBe(false);
    }
  });
});

describe('audience rules', () => {
  it('returning-reader: page views on 3 distinct days, not 3 views on 2 days', () => {
    expect(isReturningReader([view('/sleep/naps', '01'), view('/sleep/naps', '01'), view('/', '02')])).toBe(false);
    expect(isReturningReader([view('/sleep/naps', '01'), view('/', '02'), view('/nutrition/fiber', '05')])).toBe(true);
    // Other events on a third day are not page views.
    expect(isReturningReader([view('/sleep/naps', '01'), view('/', '02'), ev('Product Clicked', '/sleep/naps', '03')])).toBe(false);
  });

  it('counts a virtual page view (an appended article read) as a page view', () => {
    const virtual = ev('Element Viewed', '/sleep/naps', '03', { variant: 'virtual-page-view', name: '/nutrition/fiber' });
    expect(isReturningReader([view('/sleep/naps', '01'), view('/', '02'), virtual])).toBe(true);
    expect(isReturningReader([view('/sleep/naps', '01'), view('/', '02'), ev('Element Viewed', '/sleep/naps', '03', { variant: 'other' })])).toBe(false);
  });

  it('product-shopper: one Product Clicked', () => {
    expect(isProductShopper([view('/sleep/naps', '01')])).toBe(false);
    expect(isProductShopper([ev('Product Clicked', '/sleep/naps', '01')])).toBe(true);
  });

  it('newsletter-subscriber: the newsletter form submitted, not another form', () => {
    expect(isNewsletterSubscriber([ev('Form Submitted', '/', '01', { name: 'newsletter' })])).toBe(true);
    expect(isNewsletterSubscriber([ev('Form Submitted', '/', '01', { name: 'quiz' })])).toBe(false);
  });

  it('nutrition-reader: 3 page views of nutrition pages or its subcategories', () => {
    expect(isNutritionReader([view('/nutrition/fiber', '01'), view('/nutrition/recipes/oats', '01'), view('/sleep/naps', '02')], page)).toBe(false);
    expect(isNutritionReader([view('/nutrition/fiber', '01'), view('/nutrition/recipes/oats', '01'), view('/nutrition', '02')], page)).toBe(true);
    // A virtual page view counts by the article read.
    const virtual = ev('Element Viewed', '/sleep/naps', '03', { variant: 'virtual-page-view', name: '/nutrition/fiber' });
    expect(isNutritionReader([view('/nutrition/fiber', '01'), view('/nutrition/recipes/oats', '01'), virtual], page)).toBe(true);
  });
});

describe('audiencesOf', () => {
  const everything = [
    view('/nutrition/fiber', '01'),
    view('/nutrition/recipes/oats', '02'),
    view('/nutrition', '03'),
    ev('Product Clicked', '/sleep/naps', '03'),
    ev('Form Submitted', '/', '04', { name: 'newsletter' }),
  ];

  it('answers only the audiences asked for, in a fixed order', () => {
    expect(audiencesOf(everything, page, [...AUDIENCE_NAMES])).toEqual(['returning-reader', 'product-shopper', 'newsletter-subscriber', 'nutrition-reader']);
    expect(audiencesOf(everything, page, ['nutrition-reader', 'product-shopper'])).toEqual(['product-shopper', 'nutrition-reader']);
    expect(audiencesOf(everything, page, [])).toEqual([]);
  });

  it('the same behaviour on health-condition pages gives no audience at all', () => {
    const onConditions = [
      view('/diabetes/a1c', '01'),
      view('/nutrition/iron', '02'),
      view('/diabetes/fitness/walks', '03'),
      ev('Product Clicked', '/diabetes/a1c', '03'),
      ev('Form Submitted', '/diabetes/a1c', '04', { name: 'newsletter' }),
      // A virtual page view sent from a clear page about a condition article counts neither.
      ev('Element Viewed', '/nutrition/fiber', '05', { variant: 'virtual-page-view', name: '/diabetes/a1c' }),
    ];
    expect(countableEvents(onConditions, page)).toEqual([]);
    expect(audiencesOf(onConditions, page, [...AUDIENCE_NAMES])).toEqual([]);
  });
});

describe('parseAskedAudiences', () => {
  it('keeps known names once and ignores unknown ones', () => {
    expect(parseAskedAudiences('nutrition-reader, returning-reader,nope,,nutrition-reader')).toEqual(['returning-reader', 'nutrition-reader']);
    expect(parseAskedAudiences(null)).toEqual([]);
    expect(parseAskedAudiences('<script>')).toEqual([]);
  });
});
