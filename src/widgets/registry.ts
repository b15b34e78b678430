import { defineWidget, type WidgetDef } from './define';
import { comparisonChartSchema } from './comparison-chart/schema';
import { comparisonTableSchema } from './comparison-table/schema';
import { treatmentCardSchema } from './treatment-card/schema';
import { treatmentComparisonSchema } from './treatment-comparison/schema';
import { disclaimersSchema } from './disclaimers/schema';
import { quantitativeTrustSchema } from './quantitative-trust/schema';
import { reviewScoreCardSchema } from './review-score-card/schema';
import { dividerSchema } from './divider/schema';
import { faqSchema } from './faq/schema';
import { quoteBlockSchema } from './quote-block/schema';
import { statsBlockSchema } from './stats-block/schema';
import { warningSchema } from './warning/schema';
import { productCardSchema } from './product-card/schema';
import { productCardGroupSchema } from './product-card-group/schema';
import { paidMediaCardSchema } from './paid-media-card/schema';
import { paidMediaWidgetSchema } from './paid-media-widget/schema';
import { paidMediaDriverSchema } from './paid-media-driver/schema';
import { shopticleSchema } from './shopticle/schema';
import { quickLooksSchema } from './quick-looks/schema';
import { buttonCtaAffiliateLinkSchema } from './button-cta-affiliate-link/schema';
import { affiliateLinkSchema } from './affiliate-link/schema';
import { summaryBlockSchema } from './summary-block/schema';
import { drugCostSavingsSchema } from './drug-cost-savings/schema';
import { referencesSchema } from './references/schema';

/** The widgetFormat values this build renders. Content with any other format renders nothing. */
export const widgetFormats = ['faq', 'warning', 'divider', 'quote-block', 'stats-block', 'review-score-card', 'quantitative-trust', 'disclaimers', 'product-card', 'product-card-group', 'paid-media-card', 'paid-media-widget', 'paid-media-driver', 'shopticle', 'quick-looks', 'button-cta-affiliate-link', 'affiliate-link', 'summary-block', 'comparison-table', 'comparison-chart', 'treatment-card', 'treatment-comparison', 'drug-cost-savings', 'references'] as const;
export type WidgetFormat = (typeof widgetFormats)[number];

/** The only place a widget is registered. */
export const registry = {
  faq: defineWidget({
    schema: faqSchema,
    load: () => import('./faq/Faq').then((m) => m.Faq),
    fixtures: () => import('./faq/fixtures').then((m) => m.fixtures),
  }),
  warning: defineWidget({
    schema: warningSchema,
    load: () => import('./warning/Warning').then((m) => m.Warning),
    fixtures: () => import('./warning/fixtures').then((m) => m.fixtures),
  }),
  divider: defineWidget({
    schema: dividerSchema,
    load: () => import('./divider/Divider').then((m) => m.Divider),
    fixtures: () => import('./divider/fixtures').then((m) => m.fixtures),
  }),
  'quote-block': defineWidget({
    schema: quoteBlockSchema,
    load: () => import('./quote-block/QuoteBlock').then((m) => m.QuoteBlock),
    fixtures: () => import('./quote-block/fixtures').then((m) => m.fixtures),
  }),
  'stats-block': defineWidget({
    schema: statsBlockSchema,
    load: () => import('./stats-block/StatsBlock').then((m) => m.StatsBlock),
    fixtures: () => import('./stats-block/fixtures').then((m) => m.fixtures),
  }),
  'review-score-card': defineWidget({
    schema: reviewScoreCardSchema,
    load: () => import('./review-score-card/ReviewScoreCard').then((m) => m.ReviewScoreCard),
    fixtures: () => import('./review-score-card/fixtures').then((m) => m.fixtures),
  }),
  'quantitative-trust': defineWidget({
    schema: quantitativeTrustSchema,
    load: () => import('./quantitative-trust/QuantitativeTrust').then((m) => m.QuantitativeTrust),
    fixtures: () => import('./quantitative-trust/fixtures').then((m) => m.fixtures),
  }),
  disclaimers: defineWidget({
    schema: disclaimersSchema,
    load: () => import('./disclaimers/Disclaimers').then((m) => m.Disclaimers),
    fixtures: () => import('./disclaimers/fixtures').then((m) => m.fixtures),
  }),
  'product-card': defineWidget({
    schema: productCardSchema,
    load: () => import('./product-card/ProductCard').then((m) => m.ProductCard),
    fixtures: () => import('./product-card/fixtures').then((m) => m.fixtures),
  }),
  'product-card-group': defineWidget({
    schema: productCardGroupSchema,
    load: () => import('./product-card-group/ProductCardGroup').then((m) => m.ProductCardGroup),
    fixtures: () => import('./product-card-group/fixtures').then((m) => m.fixtures),
  }),
  'paid-media-card': defineWidget({
    schema: paidMediaCardSchema,
    load: () => import('./paid-media-card/PaidMediaCard').then((m) => m.PaidMediaCard),
    fixtures: () => import('./paid-media-card/fixtures').then((m) => m.fixtures),
  }),
  'paid-media-widget': defineWidget({
    schema: paidMediaWidgetSchema,
    load: () => import('./paid-media-widget/PaidMediaWidget').then((m) => m.PaidMediaWidget),
    fixtures: () => import('./paid-media-widget/fixtures').then((m) => m.fixtures),
  }),
  'paid-media-driver': defineWidget({
    schema: paidMediaDriverSchema,
    load: () => import('./paid-media-driver/PaidMediaDriver').then((m) => m.PaidMediaDriver),
    fixtures: () => import('./paid-media-driver/fixtures').then((m) => m.fixtures),
  }),
  'shopticle': defineWidget({
    schema: shopticleSchema,
    load: () => import('./shopticle/Shopticle').then((m) => m.Shopticle),
    fixtures: () => import('./shopticle/fixtures').then((m) => m.fixtures),
  }),
  'quick-looks': defineWidget({
    schema: quickLooksSchema,
    load: () => import('./quick-looks/QuickLooks').then((m) => m.QuickLooks),
    fixtures: () => import('./quick-looks/fixtures').then((m) => m.fixtures),
  }),
  'button-cta-affiliate-link': defineWidget({
    schema: buttonCtaAffiliateLinkSchema,
    load: () => import('./button-cta-affiliate-link/ButtonCtaAffiliateLink').then((m) => m.ButtonCtaAffiliateLink),
    fixtures: () => import('./button-cta-affiliate-link/fixtures').then((m) => m.fixtures),
  }),
  'affiliate-link': defineWidget({
    schema: affiliateLinkSchema,
    load: () => import('./affiliate-link/AffiliateLink').then((m) => m.AffiliateLink),
    fixtures: () => import('./affiliate-link/fixtures').then((m) => m.fixtures),
  }),
  'summary-block': defineWidget({
    schema: summaryBlockSchema,
    load: () => import('./summary-block/SummaryBlock').then((m) => m.SummaryBlock),
    fixtures: () => import('./summary-block/fixtures').then((m) => m.fixtures),
  }),
  'comparison-table': defineWidget({
    schema: comparisonTableSchema,
    load: () => import('./comparison-table/ComparisonTable').then((m) => m.ComparisonTable),
    fixtures: () => import('./comparison-table/fixtures').then((m) => m.fixtures),
  }),
  'comparison-chart': defineWidget({
    schema: comparisonChartSchema,
    load: () => import('./comparison-chart/ComparisonChart').then((m) => m.ComparisonChart),
    fixtures: () => import('./comparison-chart/fixtures').then((m) => m.fixtures),
  }),
  'treatment-card': defineWidget({
    schema: treatmentCardSchema,
    load: () => import('./treatment-card/TreatmentCard').then((m) => m.TreatmentCard),
    fixtures: () => import('./treatment-card/fixtures').then((m) => m.fixtures),
  }),
  'treatment-comparison': defineWidget({
    schema: treatmentComparisonSchema,
    load: () => import('./treatment-comparison/TreatmentComparison').then((m) => m.TreatmentComparison),
    fixtures: () => import('./treatment-comparison/fixtures').then((m) => m.fixtures),
  }),
  'drug-cost-savings': defineWidget({
    schema: drugCostSavingsSchema,
    load: () => import('./drug-cost-savings/DrugCostSavings').then((m) => m.DrugCostSavings),
    fixtures: () => import('./drug-cost-savings/fixtures').then((m) => m.fixtures),
  }),
  references: defineWidget({
    schema: referencesSchema,
    load: () => import('./references/References').then((m) => m.References),
    fixtures: () => import('./references/fixtures').then((m) => m.fixtures),
  }),
} satisfies Record<WidgetFormat, WidgetDef>;

/** Formats followed by an ad slot (spec: faq, widget-call-out and treatment-comparison). */
export const formatsWithAdSlotAfter: ReadonlySet<string> = new Set(['faq', 'widget-call-out', 'treatment-comparison']);

export function isWidgetFormat(format: string): format is WidgetFormat {
  return Object.hasOwn(registry, format);
}

export function widgetDef(format: string): WidgetDef | undefined {
  return isWidgetFormat(format) ? (registry[format] as WidgetDef) : undefined;
}
