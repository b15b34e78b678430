import { handleUserProfile } from '@/features/accounts/server/profile-service.server';
import { apiRoute } from '@/lib/api-route';

type Context = { params: Promise<{ path?: string[] }> };

/** The user profile service (spec 7): site flags and interests, with a bearer token (decision 016). */
async function handle(request: Request, { params }: Context): Promise<Response> {
  return handleUserProfile(request, (await params).path ?? []);
}

export const GET = apiRoute(handle);
export const PUT = apiRoute(handle);
