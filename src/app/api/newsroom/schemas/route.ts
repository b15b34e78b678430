import { newsroomSchemas } from '@/publishing/json-schema';
import { listAuthors } from '@/content/author-store.server';
import { listSeriesChoices } from '@/content/series-store.server';
import { SITE_IDS } from '@/sites';
import { newsroomRoute, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

/**
 * GET /api/newsroom/schemas: a JSON Schema per document type (the article without its body) and
 * per widget, the forms are built from them; and each site's author records and content series,
 * which the fields naming one offer.
 */
export const GET = newsroomRoute('newsroom.view', async ({ db }) => {
  const authors = await Promise.all(
    SITE_IDS.map(async (site) => [site, (await listAuthors(db, site)).map((r) => ({ id: r.id, name: r.name, ...(r.credentials ? { credentials: r.credentials } : {}), roles: r.roles }))] as const),
  );
  const series = await Promise.all(SITE_IDS.map(async (site) => [site, await listSeriesChoices(db, site)] as const));
  return privateJson({ ...newsroomSchemas(), authors: Object.fromEntries(authors), series: Object.fromEntries(series) });
});
