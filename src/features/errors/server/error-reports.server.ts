import 'server-only';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { buildId } from '@/features/analytics/server/build-id.server';
import { isDatabaseUnavailable } from '@/lib/database-unavailable';
import { currentSiteId } from '@/lib/current-site.server';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { setServerErrorListener, type ServerErrorReport } from '@/lib/server-errors';
import { serverCounter } from '@/lib/server-metrics.server';
import { siteForHost } from '@/lib/site-for-host';
import { normaliseMessage, topFrame } from '../fingerprint';
import { maxStackChars } from '../limits';
import type { ClientError } from '../schema';

/**
 * error_reports (migration 015): server and client errors grouped by fingerprint, listed on /ops
 * (docs/architecture.md, Operating) and purged by retention (docs/privacy.md). Recording never
 * throws: a failure is logged and the request goes on.
 */

/** At most this many new groups are created per hour and source (over the whole database); reports of further new fingerprints are counted, not stored. */
export const newGroupsPerHour = 200;
export const maxMessageChars = 500;

export interface ErrorReportInput {
  source: 'client' | 'server';
  site: string;
  name: string;
  message: string;
  stack?: string | null;
  /** The route pattern or page path; a query string is cut off. */
  path?: string | null;
  build?: string | null;
  digest?: string | null;
}

type Connection = () => Promise<Kysely<Database>>;

const errorsTotal = () =>
  serverCounter('wellread_errors_total', 'Errors reported, by source (client: POST /api/errors; server: 5xx answers and request errors)', ['source'] as const);
const droppedTotal = () => serverCounter('wellread_error_reports_dropped_total', 'Error reports of new groups not stored: more than the hourly cap of new groups');

/** sha256 of source, site, name, the normalised message and the normalised top stack frame (src/features/errors/fingerprint.ts). */
export function errorFingerprint(report: Pick<ErrorReportInput, 'source' | 'site' | 'name' | 'message' | 'stack'>): string {
  const parts = [report.source, report.site, report.name.trim(), normaliseMessage(report.message), topFrame(report.stack)];
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

const cut = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);
const withoutQuery = (path: string | null | undefined) => cut(path?.split(/[?#]/)[0], 500);

export type RecordOutcome = 'counted' | 'created' | 'dropped' | 'failed';

/**
 * Counts one occurrence in its group: an existing group gets count + 1 and last_seen; a new one is
 * inserted (an upsert, so two instances seeing a new bug at once make one row) unless
 * `newGroupsPerHour` groups were already created in the last hour.
 */
export async function recordError(db: Kysely<Database>, report: ErrorReportInput, now = new Date(), cap = newGroupsPerHour): Promise<RecordOutcome> {
  try {
    errorsTotal().inc({ source: report.source });
    const fingerprint = errorFingerprint(report);
    const stamp = now.toISOString();
    const seen = await db
      .updateTable('error_reports')
      .set((eb) => ({ count: eb('count', '+', 1), last_seen: stamp }))
      .where('fingerprint', '=', fingerprint)
      .executeTakeFirst();
    if (Number(seen.numUpdatedRows) > 0) return 'counted';
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    const created = await db
      .selectFrom('error_reports')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('first_seen', '>', hourAgo)
      // Per source: a flood of client reports (anyone can send them) never keeps a new server error out.
      .where('source', '=', report.source)
      .executeTakeFirst();
    if (Number(created?.n ?? 0) >= cap) {
      droppedTotal().inc();
      return 'dropped';
    }
    await db
      .insertInto('error_reports')
      .values({
        fingerprint,
        site: report.site,
        source: report.source,
        name: report.name.slice(0, 100) || 'Error',
        message: report.message.slice(0, maxMessageChars),
        path: withoutQuery(report.path),
        sample_stack: cut(report.stack, maxStackChars),
        build: cut(report.build, 60),
        digest: cut(report.digest, 100),
        count: 1,
        first_seen: stamp,
        last_seen: stamp,
      })
      .onConflict((oc) => oc.column('fingerprint').doUpdateSet((eb) => ({ count: eb('error_reports.count', '+', 1), last_seen: stamp })))
      .execute();
    return 'created';
  } catch (error) {
    log('warn', 'error report not recorded', { error: error instanceof Error ? error.message : String(error) });
    return 'failed';
  }
}

async function recordWith(connection: Connection, report: ErrorReportInput): Promise<RecordOutcome> {
  let db: Kysely<Database>;
  try {
    db = await connection();
  } catch (error) {
    errorsTotal().inc({ source: report.source });
    log('warn', 'error report not recorded', { error: error instanceof Error ? error.message : String(error) });
    return 'failed';
  }
  return recordError(db, report);
}

/** A report to POST /api/errors, after validation (the route logs it too). */
export function recordClientError(connection: Connection, report: ClientError, site: string): Promise<RecordOutcome> {
  return recordWith(connection, { source: 'client', site, name: report.name, message: report.message, stack: report.stack, path: report.path, build: report.build, digest: report.digest });
}

function siteOf(host: string | undefined): string {
  const config = env();
  return siteForHost(host ?? null, config) ?? config.DEFAULT_SITE;
}

/** The site of the request being handled (its Host, through next/headers), else the default site (outside a request). */
async function requestSite(): Promise<string> {
  try {
    return await currentSiteId();
  } catch {
    return env().DEFAULT_SITE;
  }
}

/**
 * A server error: stored unless the database is what failed (then it is only counted: storing it
 * would wait for the same database, and readiness and the 503s already say so).
 */
export async function recordServerError(connection: Connection, report: ServerErrorReport, cause?: unknown): Promise<RecordOutcome> {
  try {
    const site = report.host !== undefined ? siteOf(report.host) : await requestSite();
    if (report.code === 'database_unavailable' || isDatabaseUnavailable(cause)) {
      errorsTotal().inc({ source: 'server' });
      return 'failed';
    }
    return await recordWith(connection, { source: 'server', site, name: report.name, message: report.message, stack: report.stack, path: report.path, build: buildId(), digest: report.digest });
  } catch (error) {
    log('warn', 'error report not recorded', { error: error instanceof Error ? error.message : String(error) });
    return 'failed';
  }
}

/** What Next gives instrumentation's onRequestError (Instrumentation.onRequestError), the parts used here. */
export interface RequestErrorFacts {
  request: { headers: Record<string, string | string[] | undefined> };
  context: { routePath: string };
}

/** Next's onRequestError (src/instrumentation.ts): the error, with the route pattern (never the requested path and its query). */
export function recordRequestError(connection: Connection, error: unknown, { request, context }: RequestErrorFacts): Promise<RecordOutcome> {
  const e = (error ?? {}) as { name?: unknown; message?: unknown; stack?: unknown; digest?: unknown };
  const host = request.headers.host;
  return recordServerError(
    connection,
    {
      name: typeof e.name === 'string' && e.name ? e.name : 'Error',
      message: (typeof e.message === 'string' && e.message) || String(error) || 'Unknown error',
      stack: typeof e.stack === 'string' ? e.stack : undefined,
      digest: typeof e.digest === 'string' ? e.digest : undefined,
      path: context.routePath,
      host: (Array.isArray(host) ? host[0] : host) ?? '',
    },
    error,
  );
}

/** Records apiError's 5xx answers (src/lib/server-errors.ts) from now on; called once at start by src/instrumentation.ts. */
export function startErrorReports(connection: Connection): void {
  setServerErrorListener((report) => void recordServerError(connection, report));
}
