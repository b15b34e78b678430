import 'server-only';
import { log } from '@/lib/log';
import { clientKey } from '@/features/rate-limit/keys';
import { rateLimiter, type RateLimitDecision } from '@/features/rate-limit/rate-limiter.server';
import type { ClientError } from '../schema';

/** Reports per client address per minute; more get 429. Counted in Redis when configured, else per instance. */
export const errorReportsPerMinute = 20;
const limiter = () => rateLimiter('error-reports:ip', { points: errorReportsPerMinute, durationSeconds: 60, store: 'redis-or-memory' });

/** Counts one report for the address (IPv6: its /64). Unknown addresses share one bucket. */
export const takeErrorReportSlot = (address: string | null): Promise<RateLimitDecision> => limiter().consume(clientKey(address));
export const resetErrorReportLimits = () => limiter().reset();

/** The browser family only (never the full user agent, which helps fingerprint a reader). */
export function userAgentFamily(userAgent: string | null): string {
  const ua = userAgent ?? '';
  if (/bot|crawler|spider|headless/i.test(ua)) return 'bot';
  if (/Edg\//.test(ua)) return 'edge';
  if (/OPR\//.test(ua)) return 'opera';
  if (/SamsungBrowser\//.test(ua)) return 'samsung';
  if (/Firefox\//.test(ua)) return 'firefox';
  if (/Chrom(e|ium)\//.test(ua)) return 'chrome';
  if (/Safari\//.test(ua)) return 'safari';
  return 'other';
}

/** One structured error line (pino) per client report: what failed, where, in which build and browser family. */
export function logClientError(report: ClientError, userAgent: string | null, site: string): void {
  log('error', 'client error', {
    site,
    source: report.source,
    errorName: report.name,
    errorMessage: report.message,
    stack: report.stack,
    path: report.path,
    build: report.build,
    digest: report.digest,
    context: report.context,
    browser: userAgentFamily(userAgent),
  });
}
