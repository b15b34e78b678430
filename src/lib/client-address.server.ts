import 'server-only';
import { headers } from 'next/headers';
import { env } from './env';

/** scripts/server.mjs overwrites this header with the connection's address on every request, so a client cannot forge it. */
export const peerAddressHeader = 'x-wellread-peer-address';

/** The address of the connection to this server (null when not served by scripts/server.mjs, e.g. next dev). */
export async function peerAddress(): Promise<string | null> {
  return (await headers()).get(peerAddressHeader) || null;
}

/** The visitor's IP: from CLIENT_IP_HEADER when a trusted proxy sets one, else the connection's address. */
export async function clientAddress(): Promise<string | null> {
  const name = env().CLIENT_IP_HEADER;
  const h = await headers();
  if (name) return h.get(name)?.split(',')[0]?.trim() || null;
  return h.get(peerAddressHeader) || null;
}
