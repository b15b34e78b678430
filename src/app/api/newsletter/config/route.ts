import { requestClientConfig } from '@/features/newsletter/server/context.server';
import { apiRoute } from '@/lib/api-route';

/** The sign-up popup's settings for this visitor (isEEA from the country header, lists, bot check kind). */
async function handleGET(): Promise<Response> {
  return Response.json(await requestClientConfig(), { headers: { 'cache-control': 'private, no-store', vary: 'host' } });
}

export const GET = apiRoute(handleGET);
