import { handleSaved } from '@/features/accounts/server/account-routes.server';
import { apiRoute } from '@/lib/api-route';

export const GET = apiRoute(handleSaved);
export const POST = apiRoute(handleSaved);
export const DELETE = apiRoute(handleSaved);
