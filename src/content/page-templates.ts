/**
 * Every page template and what it means for the page (spec site shell: paid-media, transactional,
 * editorial paid-media and marketing landing pages get the simplified header…). Every place that
 * behaves differently by template reads its trait here, so a template's behaviour is one row.
 */
export interface TemplateTraits {
  /** The header: the article's (standard, no guides bar on phones), the standard one, or the simplified one (a logo only). */
  header: 'article' | 'standard' | 'simplified';
  /** A page may name a marketing theme: the simplified header shows its logo. */
  themed: boolean;
  /** Breadcrumbs above the title. */
  breadcrumbs: boolean;
  /** The Published / Updated line under the title (not on sign-up and offer pages). */
  dates: boolean;
  /** The full ad frame: leaderboard header, the rectangle after the article, the phone's sticky ad. Otherwise only the body's inline slots. */
  adFrame: boolean;
  /** The right rail, a driver placement beside the article from 1024 px. */
  rightRail: boolean;
  /** The reading list appended below (infinite scroll, UP NEXT). */
  readingList: boolean;
  /** The satisfaction survey may be asked. */
  survey: boolean;
  /** The "Was this helpful?" control ends the article (src/features/feedback, for isArticle pages). */
  feedback: boolean;
  /**
   * Third-party pixels (src/features/analytics/pixel/rule.ts): never, or on pages clear of health
   * conditions, which for 'categorised' must also be listed in a category.
   */
  thirdPartyPixels: 'never' | 'categorised' | 'uncategorised-ok';
  /** An article (isArticle) of this template needs an author. */
  needsAuthor: boolean;
  /**
   * An article (isArticle) of this template is health information: it is published only with a
   * medical reviewer and at least one source (src/publishing/checks.ts).
   */
  medicalReview: boolean;
  /** The manual driver placement keeps its band from the first paint and shows a driver at once (landing pages). */
  landingPlacements: boolean;
  /** Where the content export writes documents of this template. */
  exportFolder: 'articles' | 'pages';
  /**
   * How the page's outbound links are handled (spec article blocks 6: "Paid-media and editorial
   * template types change how affiliate links are handled"): 'classified' tells affiliate links
   * from plain outbound ones by host (src/features/links/classify.ts); 'sponsored' is a page a
   * sponsor paid for, so every outbound link on it is a paid link: rel "sponsored", tracked as an
   * affiliate click with its correlation id.
   */
  outboundLinks: 'classified' | 'sponsored';
}

const simplified = { header: 'simplified', themed: false, breadcrumbs: false, dates: true, adFrame: false, rightRail: false, readingList: false, survey: false, feedback: false, needsAuthor: false, medicalReview: false, landingPlacements: false, exportFolder: 'pages', outboundLinks: 'classified' } as const;

export const pageTemplates = {
  article: { header: 'article', themed: false, breadcrumbs: true, dates: true, adFrame: true, rightRail: true, readingList: true, survey: true, feedback: true, thirdPartyPixels: 'categorised', needsAuthor: true, medicalReview: true, landingPlacements: false, exportFolder: 'articles', outboundLinks: 'classified' },
  static: { header: 'standard', themed: false, breadcrumbs: false, dates: true, adFrame: false, rightRail: false, readingList: false, survey: false, feedback: false, thirdPartyPixels: 'uncategorised-ok', needsAuthor: false, medicalReview: false, landingPlacements: false, exportFolder: 'pages', outboundLinks: 'classified' },
  'paid-media': { ...simplified, thirdPartyPixels: 'categorised', outboundLinks: 'sponsored' },
  transactional: { ...simplified, thirdPartyPixels: 'never' },
  'editorial-paid-media': { ...simplified, thirdPartyPixels: 'categorised', outboundLinks: 'sponsored' },
  'marketing-landing': { ...simplified, themed: true, dates: false, thirdPartyPixels: 'never', landingPlacements: true },
} as const satisfies Record<string, TemplateTraits>;

export type PageTemplate = keyof typeof pageTemplates;

/** Every page template, in table order (article first: the default). */
export const PAGE_TEMPLATES = Object.keys(pageTemplates) as [PageTemplate, ...PageTemplate[]];

export function templateTraits(template: PageTemplate): TemplateTraits {
  return pageTemplates[template];
}
