import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/db/schema';
import { deriveKey } from '@/features/newsletter/server/secret.server';
import { resetEnvCache } from '@/lib/env';
import { anonymousIdCookies, anonymousIdForWrite, anonymousIdKey, anonymousIdVerified, signAnonymousId, verifyAnonymousId } from './anonymous-id.server';

const master = 'm'.repeat(40);
const key = deriveKey(master, 'anonymous-id');
const reader = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** With NEWSLETTER_SECRET set the key needs no database. */
const noDb = {} as Kysely<Database>;

describe('signing anonymous ids', () => {
  it('is HMAC-SHA256 of the id with a key derived for this purpose, base64url', () => {
    const signature = signAnonymousId(reader, key);
    expect(signature).toBe(createHmac('sha256', createHmac('sha256', master).update('wellread:anonymous-id').digest('base64url')).update(reader).digest('base64url'));
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(signAnonymousId(reader, key)).toBe(signature);
    expect(key).not.toBe(deriveKey(master, 'tokens'));
  });

  it("verifies the id's own signature and nothing else", () => {
    const signature = signAnonymousId(reader, key);
    expect(verifyAnonymousId(reader, signature, key)).toBe(true);
    expect(verifyAnonymousId(other, signature, key)).toBe(false);
    expect(verifyAnonymousId(reader, signAnonymousId(other, key), key)).toBe(false);
    expect(verifyAnonymousId(reader, signAnonymousId(reader, deriveKey('x'.repeat(40), 'anonymous-id')), key)).toBe(false);
    expect(verifyAnonymousId(reader, signAnonymousId(reader, deriveKey(master, 'tokens')), key)).toBe(false);
    expect(verifyAnonymousId(reader, undefined, key)).toBe(false);
    expect(verifyAnonymousId(reader, '', key)).toBe(false);
    expect(verifyAnonymousId(reader, signature.slice(0, -1), key)).toBe(false);
    expect(verifyAnonymousId(reader, `${signature}A`, key)).toBe(false);
    expect(verifyAnonymousId(reader, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, key)).toBe(false);
  });

  it('sets the id and its signature as first-party cookies for 365 days, SameSite=Lax, Secure on https, readable by the page', () => {
    const signature = signAnonymousId(reader, key);
    expect(anonymousIdCookies(reader, key, false)).toEqual([
      `hl_anonymous_id=${reader}; Path=/; Max-Age=31536000; SameSite=Lax`,
      `hl_anonymous_sig=${signature}; Path=/; Max-Age=31536000; SameSite=Lax`,
    ]);
    expect(anonymousIdCookies(reader, key, true)).toEqual([
      `hl_anonymous_id=${reader}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
      `hl_anonymous_sig=${signature}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    ]);
  });
});

describe('the id events are stored under', () => {
  beforeEach(() => {
    process.env.NEWSLETTER_SECRET = master;
    resetEnvCache();
  });
  afterEach(() => {
    delete process.env.NEWSLETTER_SECRET;
    resetEnvCache();
  });

  it('derives its key from NEWSLETTER_SECRET', async () => {
    expect(await anonymousIdKey(noDb)).toBe(key);
  });

  it('keeps an id whose signature cookie verifies, and sets no cookie', async () => {
    const cookies = `OptanonConsent=x; hl_anonymous_id=${reader}; hl_anonymous_sig=${signAnonymousId(reader, key)}`;
    expect(await anonymousIdForWrite(noDb, reader, cookies, true)).toEqual({ anonymousId: reader, setCookies: [] });
    expect(await anonymousIdVerified(noDb, reader, cookies)).toBe(true);
  });

  it("does not write to an id without its signature (a new reader's, or someone else's): a fresh id is issued with both cookies", async () => {
    for (const cookies of ['', `hl_anonymous_id=${reader}`, `hl_anonymous_sig=${signAnonymousId(other, key)}`, 'hl_anonymous_sig=forged']) {
      const write = await anonymousIdForWrite(noDb, reader, cookies, false);
      expect(write.anonymousId, cookies).toMatch(uuid);
      expect(write.anonymousId).not.toBe(reader);
      expect(write.setCookies).toEqual(anonymousIdCookies(write.anonymousId!, key, false));
      expect(await anonymousIdVerified(noDb, reader, cookies)).toBe(false);
    }
    const first = await anonymousIdForWrite(noDb, reader, '', false);
    const second = await anonymousIdForWrite(noDb, reader, '', false);
    expect(first.anonymousId).not.toBe(second.anonymousId);
  });

  it('issues no id for a batch that names none (no performance consent)', async () => {
    expect(await anonymousIdForWrite(noDb, undefined, `hl_anonymous_sig=${signAnonymousId(reader, key)}`, false)).toEqual({ anonymousId: undefined, setCookies: [] });
  });
});
