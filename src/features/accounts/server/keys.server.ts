import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { env } from '@/lib/env';
import { deriveKey, masterSecret } from '@/features/newsletter/server/secret.server';

/** The installation's key for a member purpose, derived from the master secret (NEWSLETTER_SECRET or the generated one). */
export async function memberKey(db: Kysely<Database>, purpose: 'member-tokens' | 'member-secrets'): Promise<Uint8Array> {
  const master = await masterSecret(db, env().NEWSLETTER_SECRET);
  return new Uint8Array(createHash('sha256').update(deriveKey(master, purpose)).digest());
}

/** A provider's refresh token, sealed with AES-256-GCM before it is stored (iv.tag.ciphertext, base64url). */
export async function seal(db: Kysely<Database>, plain: string): Promise<string> {
  const key = await memberKey(db, 'member-secrets');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The sealed value opened, or null when it does not open (another installation's key, or damaged). */
export async function unseal(db: Kysely<Database>, sealed: string): Promise<string | null> {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await memberKey(db, 'member-secrets'), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');
