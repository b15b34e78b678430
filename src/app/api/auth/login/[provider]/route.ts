import { handleLoginStart } from '@/features/accounts/server/login-routes.server';
import { apiRoute } from '@/lib/api-route';

/** Starts a sign-in with Apple or Google (decision 016). */
async function handleGET(request: Request, { params }: { params: Promise<{ provider: string }> }): Promise<Response> {
  return handleLoginStart(request, (await params).provider);
}

export const GET = apiRoute(handleGET);
