import { getDb } from '@/db/client.server';
import { suggestQuerySchema } from '@/features/search/schema';
import { suggestTitles } from '@/features/search/server/search.server';
import { apiError, zodIssues } from '@/lib/api';
import { currentSiteId } from '@/lib/current-site.server';

/** Autocomplete for the header search: { items: [titles] }, at most 10, from the site the Host names. */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const query = suggestQuerySchema.safeParse({ q: params.get('q') ?? undefined });
  if (!query.success) return apiError(400, 'invalid_query', 'q is too long.', zodIssues(query.error));
  const items = await suggestTitles(await getDb(), await currentSiteId(), query.data.q);
  // Suggestions follow published titles; a minute of browser caching is enough to keep typing fast.
  return Response.json({ items }, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
