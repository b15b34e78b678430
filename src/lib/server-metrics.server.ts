// No 'server-only' marker: src/db/connect.ts (the CLI scripts too) records query times here.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's own figures for operators (issue 29): rate-limit refusals, database query time and
 * pool use, Redis availability, refused analytics writes, readiness. One prom-client registry per
 * process, kept on globalThis (next dev reloads, and route bundles with their own copy of this
 * module, share it); `GET /api/metrics` serves it after the browser metrics' registry. Every
 * metric here has fixed labels with values from the code, never from a request.
 */
interface ServerMetrics {
  registry: Registry;
  metrics: Map<string, Counter | Gauge | Histogram>;
}

declare global {
  var __wellreadServerMetrics: ServerMetrics | undefined;
}

function state(): ServerMetrics {
  globalThis.__wellreadServerMetrics ??= { registry: new Registry(), metrics: new Map() };
  return globalThis.__wellreadServerMetrics;
}

export function serverMetricsRegistry(): Registry {
  return state().registry;
}

function once<T extends Counter | Gauge | Histogram>(name: string, create: (registry: Registry) => T): T {
  const s = state();
  const existing = s.metrics.get(name);
  if (existing) return existing as T;
  const metric = create(s.registry);
  s.metrics.set(name, metric);
  return metric;
}

export function serverCounter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
  return once(name, (registry) => new Counter<L>({ name, help, labelNames, registers: [registry] }));
}

/** A gauge; with collect, its value is read when Prometheus scrapes (an async collect may query the database). */
export function serverGauge<L extends string>(name: string, help: string, labelNames: readonly L[] = [], collect?: (this: Gauge<L>) => void | Promise<void>): Gauge<L> {
  return once(name, (registry) => new Gauge<L>({ name, help, labelNames, registers: [registry], ...(collect ? { collect } : {}) }));
}

export function serverHistogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]): Histogram<L> {
  return once(name, (registry) => new Histogram<L>({ name, help, labelNames, buckets, registers: [registry] }));
}

/** For tests: start from an empty registry. */
export function resetServerMetrics(): void {
  globalThis.__wellreadServerMetrics = undefined;
}
