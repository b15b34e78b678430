import { processReadiness } from '@/features/ops/server/readiness.server';
import { apiRoute } from '@/lib/api-route';

// Answered on every request, never prerendered or cached.
export const dynamic = 'force-dynamic';

/**
 * Readiness: 200 when this instance should get traffic (database, migrations, Redis where
 * configured, not draining), else 503 with the failing checks. Never a 500: the checks do not throw.
 */
async function handleGET(): Promise<Response> {
  const { ready, checks } = await processReadiness();
  return Response.json({ status: ready ? 'ready' : 'not_ready', checks }, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}

export const GET = apiRoute(handleGET);
export const HEAD = GET;
