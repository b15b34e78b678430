import { handleCallback, handleFormPostCallback } from '@/features/accounts/server/login-routes.server';
import { apiRoute } from '@/lib/api-route';

type Context = { params: Promise<{ provider: string }> };

/** The provider's answer to a sign-in (decision 016). */
async function handleGET(request: Request, { params }: Context): Promise<Response> {
  return handleCallback(request, (await params).provider);
}

/** Apple's form_post answer, passed on as the GET above. */
async function handlePOST(request: Request, { params }: Context): Promise<Response> {
  return handleFormPostCallback(request, (await params).provider);
}

export const GET = apiRoute(handleGET);
export const POST = apiRoute(handlePOST);
