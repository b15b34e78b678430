import 'server-only';
import { cookies, headers } from 'next/headers';
import { peerAddress } from '@/lib/client-address.server';
import { env } from '@/lib/env';
import { requestIsHttps } from '@/lib/request-security';
import { operatorAccess, operatorCookieName, type OperatorAccess } from './access.server';

/** The operator access of the request being answered: its session cookie, or this machine without a token. */
export async function currentOperatorAccess(): Promise<OperatorAccess> {
  const cookieName = operatorCookieName(requestIsHttps(await headers()));
  return operatorAccess(env().OPERATOR_TOKEN, (await cookies()).get(cookieName)?.value, await peerAddress());
}
