import { handleFollows } from '@/features/accounts/server/account-routes.server';
import { apiRoute } from '@/lib/api-route';

export const GET = apiRoute(handleFollows);
export const POST = apiRoute(handleFollows);
export const DELETE = apiRoute(handleFollows);
