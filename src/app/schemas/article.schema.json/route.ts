import { contentJsonSchema } from '@/publishing/json-schema';
import { apiRoute } from '@/lib/api-route';

export const dynamic = 'force-static';

function handleGET(): Response {
  return Response.json(contentJsonSchema(), {
    headers: { 'content-type': 'application/schema+json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}

export const GET = apiRoute(handleGET);
