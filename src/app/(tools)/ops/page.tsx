import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { operatorCanSignOut, operatorGate } from '@/views/ops/OpsGate';
import { Dashboard } from '@/views/ops/Dashboard';
import { dashboardQuerySchema } from '@/features/ops/range';
import { dashboardData } from '@/features/ops/server/dashboard.server';
import { vitalsBreakdown } from '@/features/ops/server/vitals-breakdown.server';
import { latestErrors } from '@/features/ops/server/latest-errors.server';
import { serverHealth } from '@/features/ops/server/server-health/server-health.server';

export const metadata: Metadata = { title: 'Operator dashboard', robots: { index: false, follow: false } };

/** Page views, top articles, scroll depth, Core Web Vitals (per template and page too), ad-block outcomes, the latest errors and server health; OPERATOR_TOKEN or this machine only. */
export default async function OpsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const gate = await operatorGate('/ops', params.signin);
  if (gate) return gate;
  const query = dashboardQuerySchema.parse({ days: params.days, site: params.site });
  const db = await getDb();
  const [data, vitals, errors, health] = await Promise.all([dashboardData(db, query), vitalsBreakdown(db, query), latestErrors(db, query), serverHealth()]);
  return <Dashboard data={data} vitals={vitals} errors={errors} serverHealth={health} query={query} canSignOut={operatorCanSignOut()} />;
}
