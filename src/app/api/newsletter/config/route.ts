import { clientConfig } from '@/features/newsletter/server/context.server';

/** The sign-up popup's settings for this visitor (isEEA from the country header, lists, bot check kind). */
export async function GET(): Promise<Response> {
  return Response.json(await clientConfig(), { headers: { 'cache-control': 'private, no-store', vary: 'host' } });
}
