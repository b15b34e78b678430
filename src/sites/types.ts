/**
 * What is per site: everything the code branches on by site lives in a site's entry of the site
 * table (index.ts), so a new site is a new entry and its content, and no code elsewhere changes.
 */

export interface NewsletterList {
  id: string;
  name: string;
  description: string;
  /** How often it comes, as the welcome mail and the confirmation page say it: "every week". */
  frequency: string;
  /** Category slugs it covers: the confirmation page offers their newest articles to read next. */
  topics?: readonly string[];
}

export interface DatePickerConfig {
  /** Field name; the date is sent as profileData[name] = YYYY-MM-DD. */
  name: string;
  label: string;
  errorMessage: string;
}

export interface SiteNewsletter {
  /** Lists a sign-up form on this site subscribes to unless a placement names others. */
  defaultLists: readonly string[];
  lists: readonly NewsletterList[];
  /** Heading of the popup and the embedded form. */
  title: string;
  description: string;
  /** Optional dates the form asks for (sent as profileData, YYYY-MM-DD); each is required when present. */
  datePickers: readonly DatePickerConfig[];
}

/** The brand colours the site's pages use (design tokens; src/styles/tokens.css holds the defaults and the rest). */
export interface SiteColors {
  brand: string;
  brandStrong: string;
  brandSoft: string;
  linkVisited: string;
}

/** A run of text with links in it: plain strings and links, in reading order. */
export type LinkedText = readonly (string | { label: string; href: string })[];

/** Help a reader in crisis can reach now, shown with a quiz result in the highest band (spec: crisis resources). */
export interface CrisisResources {
  heading: string;
  intro: string;
  items: readonly LinkedText[];
}

/**
 * One option of the member interests taxonomy (spec 3, User interests): a topic (its id is one of
 * the site's category slugs, so "For you" finds its articles), a subtopic (under a topic: parentId)
 * or a job-to-be-done.
 */
export interface InterestOption {
  id: string;
  name: string;
  questionType: 'topic' | 'subtopic' | 'jtbd';
  parentId?: string;
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'pinterest', 'youtube', 'linkedin', 'tiktok', 'threads'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One site's entry; `Id` is its id as a literal, so the table's keys are the site ids. */
export interface SiteDefinition<Id extends string = string> {
  id: Id;
  name: string;
  /** Short line under the logo and in the homepage metadata. */
  tagline: string;
  description: string;
  themeColor: string;
  colors: SiteColors;
  /** The site's icon (favicon, the placeholder of articles without a picture). */
  icon: string;
  /**
   * Production domain. Links to it, or to its www., anon., dev. and frontend. hosts, are internal
   * (src/features/links/classify.ts); so are links to the hosts SITE_HOSTS maps to the site.
   */
  domain: string;
  /** The organisation id sent to partners as orgId on partner links. */
  orgId: string;
  newsletter: SiteNewsletter;
  /** Shown with the highest quiz results (a mental-health site); absent: none. */
  crisisResources?: CrisisResources;
  /** The US drug price pages /health/drugs/{drugSlug} exist on this site. */
  drugTemplates: boolean;
  /** Social links the footer shows when the site's navigation document gives none (spec: social defaults of the psychology site). */
  socialDefaults: readonly { network: SocialNetwork; url: string }[];
  /** What members can pick as interests and follow (src/features/accounts); empty: nothing to pick. */
  interests: readonly InterestOption[];
}
