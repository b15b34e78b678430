import { z } from 'zod';
import { canonicalPathField, imageSrcField, isoDateField, linkField, plainText, requiredText, siteField, slugField } from './fields';
import { checkSchedule, scheduleFields } from './schedule';
import { htmlField } from './sanitize';
import { sourcesField } from './sources';
import { PAGE_TEMPLATES, templateTraits } from './page-templates';
import { personRefField } from './authors';
import { colorSchemes } from './color-schemes';
import { seriesIdField } from './series';

export const htmlNodeSchema = z.strictObject({
  type: z.literal('html'),
  html: htmlField(),
  introducesNext: z
    .boolean()
    .optional()
    .describe(
      'true when this text introduces the widget right after it ("Enter your ZIP code…" before the US-only price tool): it is shown only when that widget is, and hidden with it (another region, invalid data, a failure).',
    ),
});

/**
 * Issues of a body list: an html node that introduces the next widget needs a widget right after
 * it, and cites no source (hidden with the widget, its marker would leave the source list's back
 * link pointing nowhere).
 */
function checkIntroductions(nodes: readonly Record<string, unknown>[], ctx: z.RefinementCtx): void {
  nodes.forEach((node, i) => {
    if (node.type !== 'html' || node.introducesNext !== true) return;
    const next = nodes[i + 1];
    if (!next || typeof next.widgetFormat !== 'string') {
      ctx.addIssue({ code: 'custom', path: [i, 'introducesNext'], message: 'introduces the next widget, but no widget follows it' });
    }
    if (typeof node.html === 'string' && /\[\[ref:\d+\]\]/.test(node.html)) {
      ctx.addIssue({ code: 'custom', path: [i, 'html'], message: 'text that introduces a widget is hidden with it: cite sources ([[ref:N]]) in text every reader sees' });
    }
  });
}

/** Any widget node; its fields are checked against the widget's own schema (src/widgets/registry.ts). */
export const widgetNodeSchema = z.looseObject({
  widgetFormat: z.string().min(1).max(80),
});

export const bodyNodeSchema = z.union([htmlNodeSchema, widgetNodeSchema]);

/** The description that marks a container's child widget node in the JSON Schema (json-schema.ts leaves its formats open). */
export const childWidgetDescription = 'A widget inside a container: import checks it against its own format\'s schema.';
const childWidgetNodeSchema = widgetNodeSchema.describe(childWidgetDescription);

/**
 * A list of child body nodes inside a container widget (row, group…): html nodes or widget
 * nodes, each widget checked against its own schema (the definition's `slots` says where).
 */
export const childBodyField = (max = 20) => z.array(z.union([htmlNodeSchema, childWidgetNodeSchema])).max(max).superRefine(checkIntroductions);

export { PAGE_TEMPLATES, type PageTemplate } from './page-templates';

/** Themes of marketing landing pages; each has a themed logo image for desktop and mobile. */
export const MARKETING_THEMES = ['daily-dose', 'unpaused', 'thinking-aloud'] as const;
export type MarketingTheme = (typeof MARKETING_THEMES)[number];

export const articleEnvelopeSchema = z.strictObject({
    documentType: z.literal('article'),
    site: siteField,
    canonicalPath: canonicalPathField,
    title: requiredText(200),
    description: requiredText(400),
    pageTemplate: z
      .enum(PAGE_TEMPLATES)
      .default('article')
      .describe('"static" for about, policy and terms pages; paid-media, transactional, editorial-paid-media and marketing-landing pages get the simplified header.'),
    theme: z.enum(MARKETING_THEMES).optional().describe('Marketing landing pages only: the themed logo image in the simplified header.'),
    isArticle: z.boolean().default(true),
    isSponsoredArticle: z.boolean().default(false),
    isContentSeries: z
      .boolean()
      .default(false)
      .describe('true when the article is part of the content series named in contentSeries: its page shows "More in {series}" mid-article and at the end.'),
    contentSeries: seriesIdField.optional(),
    colorScheme: z
      .enum(colorSchemes)
      .optional()
      .describe(`The series blocks' colour scheme on this article (${colorSchemes.join(', ')}), instead of the series' color_scheme.`),
    targeting: z
      .strictObject({
        k1: plainText(200).optional(),
        msiteID: plainText(80).optional(),
        kmeta: z.array(plainText(80)).max(50).default([]),
      })
      .default({ kmeta: [] }),
    categories: z.array(slugField).max(10).default([]).describe('Slugs of the categories this article is listed under.'),
    cesData: z
      .strictObject({
        metaDescription: plainText(400).optional(),
        mpdTags: z.array(plainText(80)).max(50).default([]),
      })
      .default({ mpdTags: [] }),
    infScrollArticles: z.array(z.strictObject({ title: requiredText(200), link: linkField })).max(20).default([]),
    authors: z
      .array(personRefField('writer'))
      .max(10)
      .default([])
      .describe('The writers, each the id of an author record of this site (a name written out is the old format, kept with a warning).'),
    medicalReviewer: personRefField('medical-reviewer').optional().describe('The id of the medical reviewer\'s author record on this site.'),
    datePublished: isoDateField,
    dateModified: isoDateField.optional(),
    dateReviewed: isoDateField.optional(),
    nextReviewDue: isoDateField
      .optional()
      .describe('When the medical review is next due: set by the newsroom on approval (12 months, or the shortest reviewIntervalMonths of the article\'s categories).'),
    heroImage: z
      .strictObject({
        src: imageSrcField,
        alt: plainText(300),
        width: z.number().int().positive().max(4000),
        height: z.number().int().positive().max(4000),
        caption: plainText(300).optional(),
      })
      .optional(),
    noindex: z
      .boolean()
      .optional()
      .describe('true for test and demo pages: the page says noindex to search engines and is left out of the sitemap and the site search.'),
    suppressSurvey: z
      .boolean()
      .optional()
      .describe('true on emergency, crisis and diagnosis pages: no satisfaction survey. When absent, a category marked suppressSurvey decides.'),
    sensitive: z
      .boolean()
      .optional()
      .describe('true on crisis and self-check pages and any page editors choose to keep calm: no popup, announcement, sticky ad or prompt (pages with urgent advice are calm without it).'),
    relatedArticles: z
      .array(canonicalPathField)
      .max(6)
      .default([])
      .describe('Paths of the site\'s articles to list under "Related Articles", in order. Empty: the list is computed from shared categories and keywords.'),
    relatedArticlesHeader: plainText(80).optional().describe('Heading of the related-articles block; "Related Articles" when absent.'),
    body: z.array(bodyNodeSchema).max(500).superRefine(checkIntroductions),
    references: sourcesField()
      .default([])
      .describe('Numbered sources, shown after the body under "Sources"; [[ref:N]] in an HTML node links to source N.'),
  });

export const articleSchema = articleEnvelopeSchema.superRefine((doc, ctx) => {
    if (doc.theme && !templateTraits(doc.pageTemplate).themed) {
      ctx.addIssue({ code: 'custom', path: ['theme'], message: 'only a marketing-landing page can have a theme' });
    }
    if (doc.isArticle && templateTraits(doc.pageTemplate).needsAuthor && doc.authors.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['authors'], message: 'an article needs at least one author' });
    }
    if (doc.isContentSeries && !doc.contentSeries) {
      ctx.addIssue({ code: 'custom', path: ['contentSeries'], message: 'required when isContentSeries is true: the id of the series the article belongs to' });
    }
  });

export const categorySchema = z.strictObject({
  documentType: z.literal('category'),
  site: siteField,
  slug: slugField,
  canonicalPath: canonicalPathField,
  title: requiredText(120),
  description: requiredText(400),
  parent: slugField.optional().describe('Slug of the parent category; makes this a subcategory.'),
  position: z.number().int().min(0).max(1000).default(0),
  reviewIntervalMonths: z
    .number()
    .int()
    .min(1)
    .max(60)
    .optional()
    .describe('How often (months) the medical review of this category\'s articles falls due; 12 when absent.'),
  intro: htmlField().optional(),
  healthCondition: z
    .boolean()
    .default(true)
    .describe('True (the default) when the category is about a health condition: its articles never load a third-party pixel. Set false only for general topics.'),
  suppressSurvey: z
    .boolean()
    .default(false)
    .describe('A crisis topic: its articles (and those of its subcategories) ask no satisfaction survey unless an article sets suppressSurvey: false.'),
});

const navLinkSchema = z.strictObject({
  label: requiredText(80),
  url: linkField,
  target: z.enum(['_self', '_blank']).optional(),
  title: plainText(120).optional(),
  image: imageSrcField.optional(),
  description: plainText(200).optional(),
});

/** A featured card shown in a flyout column, under its links. */
const navColumnWidgetSchema = z.strictObject({
  title: requiredText(120),
  url: linkField,
  image: imageSrcField.optional(),
  description: plainText(200).optional(),
});

/** The branding panel button's text fits the header bar beside the navigation and tools (Header.module.css). */
export const brandingLabelMax = 20;

export const navigationSchema = z.strictObject({
  documentType: z.literal('navigation'),
  site: siteField,
  header: z
    .array(
      z.strictObject({
        title: requiredText(60),
        url: linkField,
        columns: z
          .array(
            z.strictObject({
              title: requiredText(60),
              subtitle: plainText(120).optional(),
              columnButton: z.strictObject({ link: linkField, text: requiredText(40) }).optional(),
              widget: navColumnWidgetSchema.optional(),
              links: z.array(navLinkSchema).max(20),
            }),
          )
          .max(6)
          .default([]),
      }),
    )
    .max(10),
  secondaryNav: z
    .strictObject({
      branding: z
        .strictObject({ imageSrc: imageSrcField.optional(), text: plainText(60).optional(), textColor: plainText(20).optional(), url: linkField })
        .optional(),
      items: z.array(z.strictObject({ title: requiredText(60), url: linkField, links: z.array(navLinkSchema).max(20).optional() })).max(20),
    })
    .optional(),
  brandingPanel: z
    .strictObject({
      enabled: z.boolean().default(false),
      ...scheduleFields,
      icon: imageSrcField.optional().describe('Image on the icon button that opens the panel; a heart icon when absent.'),
      label: requiredText(brandingLabelMax).optional().describe(`The button's text, shown beside its icon on wide screens and its name everywhere; the title when absent (a title longer than ${brandingLabelMax} characters needs a label).`),
      logo: imageSrcField.optional().describe('Campaign logo at the top of the open panel.'),
      title: requiredText(80),
      text: z.array(plainText(600)).max(6),
      partner: z.strictObject({ logo: imageSrcField, label: plainText(80) }).optional(),
      column: z.strictObject({
        title: requiredText(80),
        links: z.array(z.strictObject({ title: requiredText(120), url: linkField, image: imageSrcField.optional() })).max(10),
      }),
    })
    .superRefine((panel, ctx) => {
      checkSchedule(panel, ctx);
      if (!panel.label && panel.title.length > brandingLabelMax) {
        ctx.addIssue({ code: 'custom', path: ['label'], message: `required when the title is longer than ${brandingLabelMax} characters: the header button shows it` });
      }
    })
    .optional()
    .describe('A seasonal or partner promotion: a button in the header that opens a panel, shown while enabled and inside its schedule.'),
  footer: z.strictObject({
    links: z.array(navLinkSchema).max(20),
    socialLinks: z.array(z.strictObject({ network: z.enum(['facebook', 'instagram', 'x', 'pinterest', 'youtube', 'linkedin', 'tiktok', 'threads']), url: linkField })).max(10).default([]),
  }),
});

export type ArticleDocument = z.output<typeof articleSchema>;
export type ArticleInput = z.input<typeof articleSchema>;
export type CategoryDocument = z.output<typeof categorySchema>;
export type NavigationDocument = z.output<typeof navigationSchema>;
export type NavHeaderItem = NavigationDocument['header'][number];
export type NavColumn = NavHeaderItem['columns'][number];
export type NavLink = NavColumn['links'][number];
export type SecondaryNav = NonNullable<NavigationDocument['secondaryNav']>;
export type BrandingPanel = NonNullable<NavigationDocument['brandingPanel']>;
export type BodyNode = z.output<typeof bodyNodeSchema>;
export type HtmlNode = z.output<typeof htmlNodeSchema>;
export type WidgetNode = z.output<typeof widgetNodeSchema>;
