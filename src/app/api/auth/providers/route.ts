import { offeredProviders } from '@/features/accounts/server/providers.server';

/** The sign-in providers this installation offers (the same for every reader): the sign-in choices show only these. */
export function GET(): Response {
  return Response.json({ providers: offeredProviders() }, { headers: { 'cache-control': 'public, max-age=300' } });
}
