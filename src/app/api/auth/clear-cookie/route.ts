import { handleClearCookie } from '@/features/accounts/server/auth-routes.server';
import { apiRoute } from '@/lib/api-route';

export const POST = apiRoute((request: Request) => handleClearCookie(request));
