import 'server-only';
import { serverCounter } from '@/lib/server-metrics.server';

export type RefusedWrite = 'events' | 'metrics' | 'unload';
export type RefusedReason = 'rate_limit' | 'invalid' | 'unknown_name';

/**
 * wellread_analytics_refused_total{endpoint,reason}: browser analytics the site did not keep, in
 * entries where the batch was readable (events or metric entries refused by a rate limit or for an
 * unknown name) and in requests where it was not (invalid). /ops shows them (issue 29).
 */
export function countRefused(endpoint: RefusedWrite, reason: RefusedReason, entries = 1): void {
  serverCounter('wellread_analytics_refused_total', 'Browser analytics entries the site refused, by endpoint and reason', ['endpoint', 'reason']).inc({ endpoint, reason }, entries);
}
