import { z } from 'zod';
import { imageSrcField, linkField, plainText, requiredText, siteField, slugField } from '@/content/fields';
import { checkSchedule, scheduleFields } from '@/content/schedule';
import { PAGE_TEMPLATES } from '@/content/article-schema';
import { hostHasNoToken } from '@/lib/url-host';
import { surveyContentFields } from '../survey-content';
import { unknownInterestIds, unknownInterestMessage } from '../survey-selections';
import { AUDIENCE_NAMES } from './audience-names';

/**
 * A campaign document (spec article blocks 3 "Driver" and "Announcement bar", site shell
 * "Personalisation decisions"): one driver with its targeting, schedule, priority and A/B variants.
 * Marketers publish it like an article (CLI import, content API); the drivers API
 * (`POST /api/drivers/v4{path}`) picks one campaign per placement for a page and a reader.
 */

/** Placements filled in the browser, per reader, by the drivers API. */
export const READER_PLACEMENTS = [
  'rightRail',
  'manualPlacement1',
  '1stPagePopup',
  '2ndPagePopup',
  'headerNewsletter',
  'stickyBanner',
  'announcementBar',
] as const;
export type ReaderPlacement = (typeof READER_PLACEMENTS)[number];

/**
 * Placements decided per page on the server (the page stays one cacheable answer for every
 * reader): the commerce-propensity placement, preamp assets (the decision-article list), the
 * marketing-tool placement named REACT, and the personalisation placement whose `headline`
 * overrides the coupon modal's heading (spec savings 2.3).
 */
export const PAGE_PLACEMENTS = ['commercePropensity', 'preamp', 'REACT', 'couponHeading'] as const;
export type PagePlacement = (typeof PAGE_PLACEMENTS)[number];

export const PLACEMENTS = [...READER_PLACEMENTS, ...PAGE_PLACEMENTS] as const;
export type Placement = (typeof PLACEMENTS)[number];

export function isPagePlacement(placement: string): placement is PagePlacement {
  return (PAGE_PLACEMENTS as readonly string[]).includes(placement);
}

/** Driver types: each has its own component (spec article blocks 4, "Driver type decides the component"). */
export const DRIVER_TYPES = [
  'newsletter',
  'download',
  'survey',
  'quiz',
  'stickyBanner',
  'paidMediaDriver',
  'contentPromo',
  'announcementBar',
] as const;
export type DriverType = (typeof DRIVER_TYPES)[number];

/** Quiz driver flows (spec: quiz (quizType, e.g. couponEligibility, fullWidthQuizFlow)). */
export const QUIZ_TYPES = ['couponEligibility', 'fullWidthQuizFlow', 'interests'] as const;

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

const imageField = z
  .strictObject({
    src: imageSrcField,
    alt: plainText(300).default(''),
    width: z.number().int().positive().max(4000),
    height: z.number().int().positive().max(4000),
  })
  .describe('An image with its intrinsic size (space is reserved, nothing shifts).');

const choiceField = z.strictObject({
  label: requiredText(120),
  value: slugField,
});

/** A driver's link: tokens ({utm_source}…) may fill its path, query or fragment, never its scheme or host. */
const driverLinkField = linkField.refine(hostHasNoToken, 'a token may stand only after the link\'s host, so the page URL cannot choose where it goes');

/**
 * The driver fields marketers write (spec names verbatim). Copy fields may hold dynamic text
 * tokens such as {where}, {k1} or {utm_source}; the drivers API substitutes and escapes them.
 */
export const driverFields = {
  driverType: z.enum(DRIVER_TYPES).describe('Decides the component: newsletter sign-up, download, survey, quiz, sticky banner, paid-media driver, content promo or announcement bar.'),
  style: z.enum(['card', 'banner', 'minimal', 'fullWidth']).default('card').describe('Visual style of the driver card.'),
  brand: plainText(120).optional(),
  vendorName: plainText(120).optional().describe('The sponsor named on a paid driver ("Sponsored by …").'),
  headline: plainText(200).optional(),
  whisper: plainText(120).optional().describe('A small line above the headline.'),
  bodyCopy: plainText(800).optional(),
  image: imageField.optional(),
  callToAction: plainText(60).optional().describe('Button or link text; a default per type when absent (GET STARTED, JOIN NOW, SIGN UP NOW, SUBMIT).'),
  callToActionURL: driverLinkField.optional(),
  newsletterLists: z.array(slugField).max(10).optional().describe('Newsletter list ids of the site the sign-up subscribes to.'),
  newsletterSource: plainText(80).optional().describe('The source recorded with a sign-up.'),
  lists: z.array(slugField).max(10).optional().describe('Lists for sign-up drivers that use the generic name.'),
  // Spec site shell 7: "placements whose iterableAccount is 'opn' are remembered by content index";
  // 'opn' is the one account the spec names. Nothing is sent to Iterable.
  iterableAccount: z.enum(['opn']).optional().describe("The driver's Iterable account. 'opn' drivers are remembered by the page's content index, as the 2ndPagePopup's are."),
  quiz: z
    .strictObject({
      quizType: z.enum(QUIZ_TYPES),
      question: requiredText(200),
      choices: z.array(choiceField).min(2).max(8),
    })
    .optional()
    .describe('A quiz driver: one question, then the feedback step and the confirmation.'),
  // A survey driver's content: the spec's Survey content fields (src/content/survey-content.ts), with `whisper` above.
  feedbackTitle: surveyContentFields.feedbackTitle.optional(),
  feedbackDescription: surveyContentFields.feedbackDescription,
  feedbackCallToAction: surveyContentFields.feedbackCallToAction,
  feedbackSelections: surveyContentFields.feedbackSelections.optional(),
  required: surveyContentFields.required,
  feedbackStep: z
    .strictObject({ headline: requiredText(200), bodyCopy: plainText(600).optional(), callToAction: plainText(60).optional() })
    .optional()
    .describe('The step after a quiz or survey answer.'),
  confirm: z
    .strictObject({ headline: requiredText(200), bodyCopy: plainText(600).optional(), callToAction: plainText(60).optional(), callToActionURL: driverLinkField.optional() })
    .optional()
    .describe('The confirmation shown after a sign-up, download or answer.'),
  sponsorUrl: driverLinkField.optional(),
  sponsorTracker: z.string().max(2000).regex(/^https:\/\/[^\s]+$/, 'must be an https URL').optional().describe('An impression pixel, loaded only with targeting consent.'),
  adTagIds: z.array(plainText(80)).max(10).optional(),
  // Announcement bar (spec article blocks 3).
  backgroundColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c').optional(),
  textColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c').optional(),
  announcementText: plainText(300).optional(),
  callToActionType: z.enum(['link', 'button']).optional(),
  logoURLs: z.strictObject({ mobile: imageSrcField.optional(), tablet: imageSrcField.optional(), desktop: imageSrcField.optional() }).optional(),
  openCallToActionUrlOnSameTab: z.boolean().optional(),
  options: z.strictObject({ isPrivacySettingsUpdatedMPD: z.boolean().default(false) }).optional(),
};

/** The variant a campaign without A/B variants shows to every reader (its events and figures carry it). */
export const defaultVariantName = 'A';

/** A variant overrides the copy of the campaign's driver for its share of readers. */
const variantSchema = z
  .strictObject({
    name: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be 1 to 20 letters, digits, - or _'),
    weight: z.number().int().min(0).max(100).describe('Share of readers, in percent; the weights add up to 100.'),
    headline: driverFields.headline,
    whisper: driverFields.whisper,
    bodyCopy: driverFields.bodyCopy,
    image: driverFields.image,
    callToAction: driverFields.callToAction,
    callToActionURL: driverFields.callToActionURL,
    announcementText: driverFields.announcementText,
    feedbackTitle: driverFields.feedbackTitle,
    feedbackDescription: driverFields.feedbackDescription,
    feedbackCallToAction: driverFields.feedbackCallToAction,
  })
  .describe('An A/B variant: its weight and the driver fields it changes.');

const pathPattern = z
  .string()
  .max(200)
  .regex(/^\/[a-z0-9/*-]*$/, 'must be a site path, optionally ending in * for every path under it');

export const targetingSchema = z
  .strictObject({
    categories: z.array(slugField).max(50).default([]).describe('Category slugs; the page must be in at least one.'),
    pageTemplates: z.array(z.enum([...PAGE_TEMPLATES, 'home', 'category'])).max(10).default([]),
    paths: z.array(pathPattern).max(200).default([]).describe('Exact paths or prefixes ending in *.'),
    excludePaths: z.array(pathPattern).max(200).default([]),
    k1: z.array(plainText(200)).max(50).default([]),
    kmeta: z.array(plainText(80)).max(50).default([]).describe('The page needs at least one of these keywords.'),
    deviceTypes: z.array(z.enum(DEVICE_TYPES)).max(3).default([]),
    regions: z.array(z.enum(['us', 'gdpr', 'other'])).max(3).default([]),
    audiences: z.array(z.enum(AUDIENCE_NAMES)).max(10).default([]).describe('The reader must belong to at least one (first-party, with consent).'),
    excludeAudiences: z.array(z.enum(AUDIENCE_NAMES)).max(10).default([]).describe('Readers in any of these never see the campaign.'),
  })
  .default({ categories: [], pageTemplates: [], paths: [], excludePaths: [], k1: [], kmeta: [], deviceTypes: [], regions: [], audiences: [], excludeAudiences: [] })
  .describe('Every rule given must match; an empty rule matches every page.');

/** The campaign's fields (the JSON Schema export uses them; import also applies the rules below). */
export const campaignFieldsSchema = z.strictObject({
    documentType: z.literal('campaign'),
    site: siteField,
    _uuid: z.uuid().describe('The campaign id, stable across edits (events and stats use it).'),
    campaignName: requiredText(120),
    status: z.enum(['active', 'paused']).default('active'),
    articlePlacement: z.enum(PLACEMENTS).describe('Where the driver shows.'),
    priority: z.number().int().min(0).max(1000).default(0).describe('Higher wins when several campaigns match one placement.'),
    ...scheduleFields,
    targeting: targetingSchema,
    variants: z.array(variantSchema).max(4).default([]),
    ...driverFields,
    driverType: driverFields.driverType.optional(),
    assetName: plainText(120).optional().describe('Page placements: the asset chosen (preamp asset names the decision-article list; REACT names the paid-media banner).'),
    featuredPartnerLabel: plainText(60).optional().describe('REACT: replaces the featured-partner label.'),
    featuredPartnerButtonText: plainText(40).optional().describe('REACT: replaces the featured-partner button text.'),
  });

export const campaignSchema = campaignFieldsSchema
  .superRefine((doc, ctx) => {
    const page = isPagePlacement(doc.articlePlacement);
    if (!page && !doc.driverType) ctx.addIssue({ code: 'custom', path: ['driverType'], message: 'required for a reader placement' });
    if (page) {
      if (doc.driverType) ctx.addIssue({ code: 'custom', path: ['driverType'], message: `a ${doc.articlePlacement} placement has no driver` });
      if (doc.articlePlacement === 'couponHeading') {
        if (!doc.headline) ctx.addIssue({ code: 'custom', path: ['headline'], message: 'required for couponHeading: it replaces the coupon modal’s heading' });
      } else if (doc.articlePlacement !== 'commercePropensity' && !doc.assetName) ctx.addIssue({ code: 'custom', path: ['assetName'], message: `required for ${doc.articlePlacement}` });
      // Decided when the page renders, once for every reader: nothing per reader may target it.
      const t = doc.targeting;
      if (t.audiences.length || t.excludeAudiences.length) ctx.addIssue({ code: 'custom', path: ['targeting', 'audiences'], message: 'page placements are the same for every reader: they cannot target audiences' });
      if (t.deviceTypes.length) ctx.addIssue({ code: 'custom', path: ['targeting', 'deviceTypes'], message: 'page placements are the same for every reader: they cannot target devices' });
      if (doc.variants.length > 1) ctx.addIssue({ code: 'custom', path: ['variants'], message: 'page placements have no A/B split' });
    }
    if (doc.variants.length) {
      const total = doc.variants.reduce((sum, v) => sum + v.weight, 0);
      if (total !== 100) ctx.addIssue({ code: 'custom', path: ['variants'], message: `weights must add up to 100 (they add up to ${total})` });
      const names = new Set<string>();
      doc.variants.forEach((v, i) => {
        if (names.has(v.name)) ctx.addIssue({ code: 'custom', path: ['variants', i, 'name'], message: 'two variants have this name' });
        names.add(v.name);
      });
    }
    checkSchedule(doc, ctx);
    if (doc.driverType === 'announcementBar' && !doc.announcementText) ctx.addIssue({ code: 'custom', path: ['announcementText'], message: 'required for an announcement bar' });
    if ((doc.articlePlacement === 'announcementBar') !== (doc.driverType === 'announcementBar') && !page) {
      ctx.addIssue({ code: 'custom', path: ['driverType'], message: 'an announcementBar placement takes exactly the announcementBar driver type' });
    }
    if ((doc.driverType === 'quiz') !== Boolean(doc.quiz) && doc.driverType) ctx.addIssue({ code: 'custom', path: ['quiz'], message: doc.quiz ? 'only a quiz driver has a quiz' : 'required for a quiz driver' });
    if (doc.driverType) checkSurveyFields(doc, ctx);
    if ((doc.driverType === 'download' || doc.driverType === 'paidMediaDriver' || doc.driverType === 'contentPromo') && !doc.callToActionURL) {
      ctx.addIssue({ code: 'custom', path: ['callToActionURL'], message: `required for a ${doc.driverType} driver` });
    }
  })
  .describe('A marketing campaign: one driver, where it shows, for whom and when. See docs/campaigns.md.');

/** The survey fields belong to survey drivers, whose copy they are: headline, bodyCopy and callToAction are the other types'. */
const surveyOnlyFields = ['feedbackTitle', 'feedbackDescription', 'feedbackCallToAction', 'feedbackSelections', 'required'] as const;
const surveyCopyInstead = { headline: 'feedbackTitle', bodyCopy: 'feedbackDescription', callToAction: 'feedbackCallToAction' } as const;

function checkSurveyFields(doc: z.output<typeof campaignFieldsSchema>, ctx: z.RefinementCtx): void {
  if (doc.driverType !== 'survey') {
    for (const field of surveyOnlyFields) if (doc[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'only a survey driver has it' });
    return;
  }
  if (!doc.feedbackTitle) ctx.addIssue({ code: 'custom', path: ['feedbackTitle'], message: 'required for a survey driver' });
  if (!doc.feedbackSelections) ctx.addIssue({ code: 'custom', path: ['feedbackSelections'], message: 'required for a survey driver' });
  for (const { index, selection } of unknownInterestIds(doc.site, doc.feedbackSelections ?? [])) {
    ctx.addIssue({ code: 'custom', path: ['feedbackSelections', index], message: unknownInterestMessage(selection, doc.site) });
  }
  for (const [field, instead] of Object.entries(surveyCopyInstead) as [keyof typeof surveyCopyInstead, string][]) {
    const message = `a survey driver's copy is ${instead}`;
    if (doc[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    doc.variants.forEach((v, i) => {
      if (v[field] !== undefined) ctx.addIssue({ code: 'custom', path: ['variants', i, field], message });
    });
  }
}

export type CampaignDocument = z.output<typeof campaignSchema>;
export type CampaignInput = z.input<typeof campaignSchema>;
export type CampaignVariant = CampaignDocument['variants'][number];
export type CampaignTargeting = CampaignDocument['targeting'];

/** The driver fields a reader's browser receives (see driver-response.ts). */
export const DRIVER_FIELD_NAMES = Object.keys(driverFields) as (keyof typeof driverFields)[];
