/**
 * The spec's static lookup data keyed by article path (savings 2.4): the related-article lists for
 * CBD, erectile dysfunction and collagen articles with their headings, the titles and images of
 * related paths, and the map of paths to short promo titles. They are the healthline site's
 * (these topics are general health). A list shows only the paths that are published articles of
 * the site (related.server.ts), so a list never links to a missing page; the demo content has none
 * of these articles, so they show nowhere in the demo. The spec's fourth lookup, the retailer
 * names with logos (Target above CVS), is the pharmacy chain table of the drug-savings data
 * (src/features/savings/grouping.ts).
 */

export interface RelatedLookupList {
  /** The block's heading, as the spec writes it, instead of "Related Articles". */
  heading: string;
  paths: readonly string[];
}

const cbd: RelatedLookupList = {
  heading: 'OUR TOP CBD PRODUCTS',
  paths: ['/health/best-cbd-oils', '/health/best-cbd-gummies', '/health/best-cbd-creams', '/health/best-cbd-for-sleep'],
};
const erectileDysfunction: RelatedLookupList = {
  heading: 'OUR TOP ED TREATMENTS',
  paths: ['/health/erectile-dysfunction/best-ed-treatments', '/health/erectile-dysfunction/online-ed-prescriptions', '/health/erectile-dysfunction/ed-medications'],
};
const collagen: RelatedLookupList = {
  heading: 'OUR TOP COLLAGEN SUPPLEMENTS',
  paths: ['/nutrition/best-collagen-supplements', '/nutrition/best-collagen-powders', '/nutrition/collagen-benefits'],
};

/** Related-article lists by the path of the article they show on. */
export const relatedListsByPath: Readonly<Record<string, RelatedLookupList>> = Object.fromEntries([
  ...['/health/cbd-oil-benefits', '/health/what-is-cbd', ...cbd.paths].map((path) => [path, cbd] as const),
  ...['/health/erectile-dysfunction', '/health/erectile-dysfunction/causes', ...erectileDysfunction.paths].map((path) => [path, erectileDysfunction] as const),
  ...['/nutrition/collagen', '/nutrition/collagen-side-effects', ...collagen.paths].map((path) => [path, collagen] as const),
]);

export interface RelatedPathCard {
  title: string;
  image?: { src: string; alt: string; width: number; height: number };
}

/** Titles (and images) for related paths, used instead of the article's own title and hero image. */
export const relatedPathCards: Readonly<Record<string, RelatedPathCard>> = {
  '/health/best-cbd-oils': { title: 'The best CBD oils, tested and reviewed' },
  '/health/best-cbd-gummies': { title: 'The best CBD gummies' },
  '/health/best-cbd-creams': { title: 'The best CBD creams and lotions for pain' },
  '/health/best-cbd-for-sleep': { title: 'The best CBD products for sleep' },
  '/health/erectile-dysfunction/best-ed-treatments': { title: 'The best ED treatments' },
  '/health/erectile-dysfunction/online-ed-prescriptions': { title: 'Getting an ED prescription online' },
  '/health/erectile-dysfunction/ed-medications': { title: 'ED medications compared' },
  '/nutrition/best-collagen-supplements': { title: 'The best collagen supplements' },
  '/nutrition/best-collagen-powders': { title: 'The best collagen powders' },
  '/nutrition/collagen-benefits': { title: 'What collagen can and cannot do' },
};

/** Short promo titles by path (spec: "Best CBD products", "Best collagen supplements"). */
export const promoTitlesByPath: Readonly<Record<string, string>> = {
  '/health/best-cbd-oils': 'Best CBD products',
  '/health/best-cbd-gummies': 'Best CBD gummies',
  '/health/erectile-dysfunction/best-ed-treatments': 'Best ED treatments',
  '/nutrition/best-collagen-supplements': 'Best collagen supplements',
  '/nutrition/best-collagen-powders': 'Best collagen powders',
};
