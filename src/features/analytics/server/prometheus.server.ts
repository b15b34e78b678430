import 'server-only';
import { Counter, Histogram, Registry } from 'prom-client';
import { serverMetricsRegistry } from '@/lib/server-metrics.server';
import { bucketsFor } from '../metrics-buckets';
import type { Formfactor } from '../metrics-schema';

/**
 * One prom-client registry per process (kept on globalThis so `next dev` reloads reuse it).
 * Increments become counters (`wellread_<name>_total`), histograms keep their own buckets
 * (`wellread_<name>_bucket/_sum/_count`). Labels are bounded: the site, the form factor, the
 * whitelisted tag keys below and the 'timeout' flag; tag values that are not short words become
 * 'other'. Never paths or ids. New metric names and label sets stop at fixed limits (counted in
 * wellread_metrics_dropped_total) so a client cannot blow up the registry.
 */
export const labelTagKeys = ['status', 'code', 'type', 'origin', 'source', 'widget'] as const;
export const labelFlags = ['timeout'] as const;
const labelNames = ['site', 'formfactor', ...labelTagKeys, ...labelFlags];
const prefix = 'wellread_';
export const maxMetricFamilies = 200;
export const maxSeriesPerFamily = 100;

interface State {
  registry: Registry;
  counters: Map<string, Counter>;
  histograms: Map<string, Histogram>;
  series: Map<string, Set<string>>;
  dropped: Counter;
}

function createState(): State {
  const registry = new Registry();
  const dropped = new Counter({
    name: `${prefix}metrics_dropped_total`,
    help: 'Metric entries left out of Prometheus because a limit on metric names or label sets was reached',
    labelNames: ['reason'],
    registers: [registry],
  });
  return { registry, counters: new Map(), histograms: new Map(), series: new Map(), dropped };
}

const holder = globalThis as typeof globalThis & { __wellreadPrometheus?: State };
function state(): State {
  holder.__wellreadPrometheus ??= createState();
  return holder.__wellreadPrometheus;
}

/** Prometheus metric names: [a-zA-Z_:][a-zA-Z0-9_:]*; ours are lower case with dots and dashes as underscores. */
export function prometheusName(name: string, type: 'increment' | 'histogram'): string {
  const base = `${prefix}${name.toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/_+/g, '_').replace(/^_|_$/g, '')}`;
  return type === 'increment' ? `${base}_total` : base;
}

function labelValue(value: string): string {
  return /^[\w.-]{1,40}$/.test(value) ? value : 'other';
}

export interface ObservedEntry {
  type: 'increment' | 'histogram';
  name: string;
  tags?: Record<string, string>;
  flags?: string[];
  duration?: number;
}

export interface ObservedContext {
  site: string;
  formfactor?: Formfactor | null;
}

export function labelsFor(entry: ObservedEntry, context: ObservedContext): Record<string, string> {
  const labels: Record<string, string> = { site: context.site, formfactor: context.formfactor ?? 'unknown' };
  for (const key of labelTagKeys) {
    const value = entry.tags?.[key];
    if (value !== undefined) labels[key] = labelValue(value);
  }
  for (const flag of labelFlags) if (entry.flags?.includes(flag)) labels[flag] = 'true';
  return labels;
}

/**
 * Names the server's own metrics use (scripts/request-observer.mjs: HTTP, Next's cache and
 * prom-client's process_ and nodejs_ defaults; the app's database, rate-limit and Redis figures).
 * GET /api/metrics serves those registries after this one, and a browser metric of the same name
 * would repeat a family there, which makes Prometheus refuse the whole scrape.
 */
export const reservedPrefixes = ['http_', 'next_', 'process_', 'nodejs_', 'db_', 'rate_limit_', 'redis_'].map((p) => `${prefix}${p}`);

function family(s: State, entry: ObservedEntry): Counter | Histogram | undefined {
  const name = prometheusName(entry.name, entry.type);
  const existing = entry.type === 'increment' ? s.counters.get(name) : s.histograms.get(name);
  if (existing) return existing;
  if (s.counters.size + s.histograms.size >= maxMetricFamilies) return undefined;
  if (reservedPrefixes.some((reserved) => name.startsWith(reserved))) return undefined;
  const help = `${entry.type === 'increment' ? 'Count of' : 'Distribution of'} ${entry.name}`;
  if (entry.type === 'increment') {
    const counter = new Counter({ name, help, labelNames, registers: [s.registry] });
    s.counters.set(name, counter);
    return counter;
  }
  const histogram = new Histogram({ name, help, labelNames, buckets: bucketsFor(entry.name), registers: [s.registry] });
  s.histograms.set(name, histogram);
  return histogram;
}

/** Adds one entry to the registry. A histogram entry without a duration is ignored. */
export function observe(entry: ObservedEntry, context: ObservedContext): void {
  const s = state();
  if (entry.type === 'histogram' && entry.duration === undefined) return;
  const metric = family(s, entry);
  if (!metric) {
    s.dropped.inc({ reason: 'names' });
    return;
  }
  const labels = labelsFor(entry, context);
  const key = JSON.stringify(labels);
  const familyName = prometheusName(entry.name, entry.type);
  const seen = s.series.get(familyName) ?? new Set<string>();
  s.series.set(familyName, seen);
  if (!seen.has(key)) {
    if (seen.size >= maxSeriesPerFamily) {
      s.dropped.inc({ reason: 'labels' });
      return;
    }
    seen.add(key);
  }
  if (metric instanceof Counter) metric.inc(labels);
  else metric.observe(labels, entry.duration!);
}

/** What GET /api/metrics needs of another prom-client registry (it may come from another copy of prom-client). */
interface TextRegistry {
  metrics(): Promise<string>;
}

/**
 * The request server's registry (scripts/request-observer.mjs: requests by route, Next's cache,
 * event loop, memory, GC), kept on globalThis by scripts/server.mjs; absent under next dev.
 */
function requestServerRegistry(): TextRegistry | undefined {
  return (globalThis as { __wellreadServerRegistry?: TextRegistry }).__wellreadServerRegistry;
}

/** The registry in the Prometheus text exposition format, then the request server's metrics when it runs. */
export async function prometheusText(): Promise<{ body: string; contentType: string }> {
  const s = state();
  const parts = [await s.registry.metrics(), await serverMetricsRegistry().metrics()];
  const server = requestServerRegistry();
  if (server) parts.push(await server.metrics());
  return { body: parts.join('\n'), contentType: s.registry.contentType };
}

/** For tests: start from an empty registry. */
export function resetPrometheus(): void {
  holder.__wellreadPrometheus = undefined;
}
