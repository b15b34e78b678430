import { handleMe } from '@/features/accounts/server/auth-routes.server';
import { apiRoute } from '@/lib/api-route';

export const GET = apiRoute(handleMe);
