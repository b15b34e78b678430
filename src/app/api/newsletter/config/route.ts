import { requestClientConfig } from '@/features/newsletter/server/context.server';

/** The sign-up popup's settings for this visitor (isEEA from the country header, lists, bot check kind). */
export async function GET(): Promise<Response> {
  return Response.json(await requestClientConfig(), { headers: { 'cache-control': 'private, no-store', vary: 'host' } });
}
