import { handleForYou } from '@/features/accounts/server/account-routes.server';
import { apiRoute } from '@/lib/api-route';

export const GET = apiRoute(handleForYou);
