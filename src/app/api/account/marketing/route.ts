import { handleMarketing } from '@/features/accounts/server/account-routes.server';
import { apiRoute } from '@/lib/api-route';

export const POST = apiRoute(handleMarketing);
