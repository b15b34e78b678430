import { normalizeEmail } from './validate';

/** SHA-256 hex of the normalised email (Web Crypto: the same in the browser and on Node 20). */
export async function hashEmail(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalizeEmail(email)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
