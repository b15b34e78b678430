import 'server-only';
import { cookies, headers } from 'next/headers';
import { peerAddress } from '@/lib/client-address.server';
import { env } from '@/lib/env';
import { requestIsHttps } from '@/lib/request-security';
import { providerPolicy } from '@/features/accounts/server/providers.server';
import { can } from '@/features/staff/permissions';
import { currentStaff } from '@/features/staff/server/current-staff.server';
import { operatorAccess, operatorCookieName, type OperatorAccess } from './access.server';

/** Whether staff can sign in here at all (the organisation's provider, or the local one's staff issuer). */
export const staffSignInOffered = (): boolean => providerPolicy('staff') !== null;

/**
 * The operator access of the request being answered (decision 017): a staff member with the
 * operator role; else the break-glass OPERATOR_TOKEN session, or this machine (a loopback request no
 * proxy forwarded) when no token is set.
 * Anyone else is asked to sign in, or, when there is no way to, does not learn /ops exists.
 */
export async function currentOperatorAccess(): Promise<OperatorAccess> {
  const staff = await currentStaff();
  if (staff && can(staff.roles, 'ops.view')) return 'allowed';
  const h = await headers();
  const cookieName = operatorCookieName(requestIsHttps(h));
  // A request a proxy forwarded (nginx sets X-Real-IP on every one) comes from a loopback address but not from this machine's user.
  const proxied = h.has('x-real-ip') || h.has('x-forwarded-for');
  const access = operatorAccess(env().OPERATOR_TOKEN, (await cookies()).get(cookieName)?.value, proxied ? null : await peerAddress());
  return access === 'hidden' && staffSignInOffered() ? 'sign-in' : access;
}
