import type { Nutrients } from './nutrition';

/**
 * What a recipe widget needs from its page besides its own fields: the site's origin (absolute
 * URLs in the JSON-LD), the author and nutrition of the recipe-author-bio and nutrition-facts
 * widgets on the same page (they are separate body nodes; the recipe's JSON-LD names them), and
 * whether a sponsor's tracking pixel may load here at all (never on health-condition pages,
 * src/features/analytics/pixel/rule.ts). Read from the article through the same cached reads the
 * page made, so it adds no query. Review pages have no article: no pixel, no sibling data.
 */
export interface RecipePageData {
  origin: string;
  pixelAllowed: boolean;
  /** From the author's record when the page names one: the name, and the credentials as schema.org's honorificSuffix. */
  author?: { name: string; credentials?: string; url?: string };
  nutrition?: Nutrients & { servingSize?: string };
}
