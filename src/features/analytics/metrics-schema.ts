import { z } from 'zod';
import { SITE_IDS } from '@/sites';
import { capDuration } from './metrics-caps';

export { capDuration, durationCapMs, timeToInteractiveCapMs, timeToInteractiveMetric } from './metrics-caps';

export const metricNamePattern = /^[a-z0-9][a-z0-9_.-]{0,99}$/i;

/** Spec (site shell, Metrics): entries { type, name, tags, flags, duration } in batches with page context. */
export const metricEntrySchema = z
  .strictObject({
    type: z.enum(['increment', 'histogram']),
    name: z.string().regex(metricNamePattern, 'name must be letters, digits, dots, dashes or underscores'),
    tags: z.record(z.string().regex(/^[\w.-]{1,40}$/), z.string().max(100)).refine((t) => Object.keys(t).length <= 10, 'at most 10 tags').default({}),
    flags: z.array(z.string().max(60)).max(10).default([]),
    /** Milliseconds (or a unitless value for CLS x1000 and percentages); clamped to the cap of its metric. */
    duration: z.number().min(0).optional(),
  })
  .transform((entry) => (entry.duration === undefined ? entry : { ...entry, duration: capDuration(entry.name, entry.duration) }));

export const formfactors = ['mobile', 'tablet', 'desktop', 'large-desktop'] as const;

/** Page context every batch carries (the layout renders the server's part, see metrics-context.ts). */
export const metricContextSchema = z.object({
  build: z.string().max(60).optional(),
  route: z.string().max(200).optional(),
  pageTemplate: z.string().max(60).optional(),
  logMoreMetrics: z.boolean().optional(),
  path: z.string().startsWith('/').max(500).optional(),
  formfactor: z.enum(formfactors).optional(),
  site: z.enum(SITE_IDS).optional(),
  abSegment: z.string().max(60).optional(),
});

export const metricBatchSchema = z.strictObject({
  metrics: z.array(metricEntrySchema).min(1).max(50),
  ...metricContextSchema.shape,
});

/** POST /api/metrics/unload: how long the page was open (ms) and how far the reader scrolled (percent). */
export const unloadSchema = z.strictObject({
  timeOnPage: z.number().min(0).transform((ms) => capDuration('page.time_on_page', ms)),
  maxScroll: z.number().min(0).max(100),
  ...metricContextSchema.pick({ path: true, formfactor: true, site: true, pageTemplate: true, build: true, route: true }).shape,
});

export type MetricEntry = z.input<typeof metricEntrySchema>;
export type MetricBatch = z.infer<typeof metricBatchSchema>;
export type MetricContext = z.infer<typeof metricContextSchema>;
export type UnloadReport = z.infer<typeof unloadSchema>;
export type Formfactor = (typeof formfactors)[number];
export const maxMetricBatchBytes = 32 * 1024;
export const maxUnloadBytes = 2 * 1024;
