import { increment } from '@/features/analytics/metrics';
import { metricsContextId } from '@/features/analytics/metrics-context';
import { chunkFlags, chunkMetric, isChunkLoadError } from './chunk';
import { isNoise } from './noise';
import { maxStackChars } from './limits';
import type { ClientError, ErrorSource } from './schema';

/**
 * The browser side of error reporting: uncaught errors, unhandled rejections, error boundaries
 * and explicit reportError() calls go to our own endpoint, POST /api/errors, which logs them.
 * Reporting errors is strictly necessary operation, so it needs no consent, and it sends no
 * personal data: the message, the stack without query strings, the path and the build.
 */
export const errorsEndpoint = '/api/errors';
/** At most this many reports per page load, and each distinct message once. */
const maxReportsPerPage = 10;
let sentCount = 0;
const sentMessages = new Set<string>();

function asError(value: unknown): { name: string; message: string; stack?: string } {
  if (value instanceof Error || (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string')) {
    const error = value as Error;
    return { name: String(error.name || 'Error'), message: error.message || String(value), stack: typeof error.stack === 'string' ? error.stack : undefined };
  }
  if (typeof value === 'string') return { name: 'Error', message: value };
  try {
    return { name: 'Error', message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { name: 'Error', message: String(value) };
  }
}

/**
 * Query strings and fragments can carry anything; stacks keep only the script paths. A quote ends
 * one too, so 'Failed to load script "{src}"' keeps its closing quote.
 */
function withoutQueries(text: string): string {
  return text.replace(/[?#][^\s)"':]*/g, '');
}

function buildId(): string | undefined {
  try {
    const context = JSON.parse(document.getElementById(metricsContextId)?.textContent ?? '{}') as { build?: unknown };
    return typeof context.build === 'string' ? context.build.slice(0, 60) : undefined;
  } catch {
    return undefined;
  }
}

export function errorReport(error: unknown, source: ErrorSource, context?: Record<string, string>): ClientError {
  const { name, message, stack } = asError(error);
  const digest = (error as { digest?: unknown } | null)?.digest;
  return {
    source,
    name: name.slice(0, 100),
    message: withoutQueries(message).slice(0, 500) || 'Unknown error',
    stack: stack ? withoutQueries(stack).slice(0, maxStackChars) : undefined,
    path: window.location.pathname.slice(0, 500),
    build: buildId(),
    digest: typeof digest === 'string' ? digest.slice(0, 100) : undefined,
    context,
  };
}

function post(report: ClientError): void {
  const body = JSON.stringify(report);
  void fetch(errorsEndpoint, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(
    () => undefined,
  );
}

/**
 * Reports one error unless it is known noise. A chunk load failure is also counted as
 * client.error.chunk, flagged 'timeout' when the load took 110000 ms or more: elapsedMs is the
 * time since the import started when the caller knows it, else the time since navigation start.
 */
export function reportError(error: unknown, source: ErrorSource = 'explicit', context?: Record<string, string>, elapsedMs?: number): void {
  if (typeof window === 'undefined') return;
  const facts = asError(error);
  if (isNoise({ ...facts, source: context?.source })) return;
  const chunk = isChunkLoadError(facts);
  if (chunk) increment(chunkMetric, {}, chunkFlags(elapsedMs ?? performance.now()));
  const report = errorReport(error, chunk ? 'chunk' : source, context);
  const key = `${report.name}:${report.message}`;
  if (sentCount >= maxReportsPerPage || sentMessages.has(key)) return;
  sentCount += 1;
  sentMessages.add(key);
  post(report);
}

/** import() with the chunk timing measured from the import's start; a failure is reported and re-thrown. */
export async function importReported<T>(load: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await load();
  } catch (error) {
    reportError(error, 'chunk', undefined, performance.now() - started);
    throw error;
  }
}

let installed = false;

/** Listens for uncaught errors and unhandled rejections for the life of the page. */
export function installErrorReporter(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('error', (event) => {
    const error: unknown = event.error ?? event.message;
    reportError(error, 'window', event.filename ? { source: withoutQueries(event.filename).slice(0, 200) } : undefined);
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandledrejection'));
}

/** For tests. */
export function resetErrorReporter(): void {
  sentCount = 0;
  sentMessages.clear();
}
