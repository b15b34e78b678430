import { z } from 'zod';
import { SITE_IDS } from '@/lib/env';

/** Spec (site shell, Metrics): entries { type, name, tags, flags, duration } in batches with page context. */
export const metricEntrySchema = z.strictObject({
  type: z.enum(['increment', 'histogram']),
  name: z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,99}$/i, 'name must be letters, digits, dots, dashes or underscores'),
  tags: z.record(z.string().regex(/^[\w.-]{1,40}$/), z.string().max(100)).refine((t) => Object.keys(t).length <= 10, 'at most 10 tags').default({}),
  flags: z.array(z.string().max(60)).max(10).default([]),
  /** Milliseconds, capped as the spec caps durations (300000 ms). */
  duration: z.number().min(0).max(300_000).optional(),
});

export const formfactors = ['mobile', 'tablet', 'desktop', 'large-desktop'] as const;

export const metricBatchSchema = z.strictObject({
  metrics: z.array(metricEntrySchema).min(1).max(50),
  build: z.string().max(60).optional(),
  route: z.string().max(200).optional(),
  pageTemplate: z.string().max(60).optional(),
  logMoreMetrics: z.boolean().optional(),
  path: z.string().startsWith('/').max(500).optional(),
  formfactor: z.enum(formfactors).optional(),
  site: z.enum(SITE_IDS).optional(),
  abSegment: z.string().max(60).optional(),
});

export type MetricEntry = z.input<typeof metricEntrySchema>;
export type MetricBatch = z.infer<typeof metricBatchSchema>;
export type Formfactor = (typeof formfactors)[number];
export const maxMetricBatchBytes = 32 * 1024;
