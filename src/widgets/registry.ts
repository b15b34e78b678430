import { defineWidget, type WidgetDef } from './define';
import { dividerSchema } from './divider/schema';
import { faqSchema } from './faq/schema';
import { quoteBlockSchema } from './quote-block/schema';
import { statsBlockSchema } from './stats-block/schema';
import { warningSchema } from './warning/schema';

/** The widgetFormat values this build renders. Content with any other format renders nothing. */
export const widgetFormats = ['faq', 'warning', 'divider', 'quote-block', 'stats-block'] as const;
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
} satisfies Record<WidgetFormat, WidgetDef>;

/** Formats followed by an ad slot (spec: faq, widget-call-out and treatment-comparison). */
export const formatsWithAdSlotAfter: ReadonlySet<string> = new Set(['faq', 'widget-call-out', 'treatment-comparison']);

export function isWidgetFormat(format: string): format is WidgetFormat {
  return Object.hasOwn(registry, format);
}

export function widgetDef(format: string): WidgetDef | undefined {
  return isWidgetFormat(format) ? (registry[format] as WidgetDef) : undefined;
}
