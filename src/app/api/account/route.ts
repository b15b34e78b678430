import { handleAccount, handleDeleteAccount } from '@/features/accounts/server/account-routes.server';
import { apiRoute } from '@/lib/api-route';

/** Everything we hold about the signed-in member (?download=1: the export), and account deletion. */
export const GET = apiRoute(handleAccount);
export const DELETE = apiRoute(handleDeleteAccount);
