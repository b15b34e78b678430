import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { rangeDays, type DashboardQuery } from '../range';

/** How many error groups the dashboard lists. */
export const latestErrorsShown = 25;

/** One group of error_reports (src/features/errors/server/error-reports.server.ts) as /ops lists it. */
export interface ErrorGroup {
  id: number;
  source: 'client' | 'server';
  site: string;
  name: string;
  message: string;
  path: string | null;
  sampleStack: string | null;
  build: string | null;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

/** The most recently seen error groups of the dashboard's site and period (last seen from the first day of the range), latest first. */
export async function latestErrors(db: Kysely<Database>, query: DashboardQuery, now = new Date()): Promise<ErrorGroup[]> {
  const from = `${rangeDays(query.days, now)[0]}T00:00:00.000Z`;
  const site = query.site === 'all' ? undefined : query.site;
  const rows = await db
    .selectFrom('error_reports')
    .select(['id', 'source', 'site', 'name', 'message', 'path', 'sample_stack', 'build', 'count', 'first_seen', 'last_seen'])
    .where('last_seen', '>=', from)
    .$if(site !== undefined, (q) => q.where('site', '=', site!))
    .orderBy('last_seen', 'desc')
    .orderBy('id', 'desc')
    .limit(latestErrorsShown)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    source: r.source,
    site: r.site,
    name: r.name,
    message: r.message,
    path: r.path,
    sampleStack: r.sample_stack,
    build: r.build,
    count: Number(r.count),
    firstSeen: r.first_seen,
    lastSeen: r.last_seen,
  }));
}
