import { contentJsonSchema } from '@/content/json-schema';

export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(contentJsonSchema(), {
    headers: { 'content-type': 'application/schema+json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
