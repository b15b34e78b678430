import { handleRevokeSession } from '@/features/accounts/server/auth-routes.server';
import { apiRoute } from '@/lib/api-route';

async function handleDELETE(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleRevokeSession(request, (await params).id);
}

export const DELETE = apiRoute(handleDELETE);
