import { apiRoute } from '@/lib/api-route';

// Answered on every request, never prerendered or cached.
export const dynamic = 'force-dynamic';

/** Liveness: the process is up and answers. It asks nothing else (no database), so a database outage never restarts instances. */
function handleGET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}

export const GET = apiRoute(handleGET);
export const HEAD = GET;
