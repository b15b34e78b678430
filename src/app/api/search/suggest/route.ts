import { suggestForSite } from '@/features/search/server/queries.server';
import { suggestQuerySchema } from '@/features/search/schema';
import { apiError, zodIssues } from '@/lib/api';
import { currentSiteId } from '@/lib/current-site.server';
import { apiRoute } from '@/lib/api-route';

/** Autocomplete for the header search: { items: [titles] }, at most 10, from the site the Host names. */
async function handleGET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const query = suggestQuerySchema.safeParse({ q: params.get('q') ?? undefined });
  if (!query.success) return apiError(400, 'invalid_query', 'q is too long.', zodIssues(query.error));
  const items = await suggestForSite(await currentSiteId(), query.data.q);
  // The same for every reader of a site: a minute in the browser keeps typing fast, and shared caches
  // (nginx, a CDN; keyed by host and query) keep it briefly, since a publication changes the titles.
  return Response.json({ items }, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=30' } });
}

export const GET = apiRoute(handleGET);
