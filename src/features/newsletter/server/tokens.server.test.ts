import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashEmail } from '@/features/newsletter/hash';
import { deriveKey } from '@/features/newsletter/server/secret.server';
import { signToken, verifyToken } from '@/features/newsletter/server/tokens.server';

const key = deriveKey('a'.repeat(40), 'tokens');
const now = 1_800_000_000;

describe('link tokens', () => {
  const payload = { p: 'confirm' as const, s: 'pub-id', n: 'nonce', e: now + 60 };

  it('verifies a token it signed and returns the payload', () => {
    expect(verifyToken(signToken(payload, key), key, now)).toEqual({ ok: true, payload });
  });

  it('carries no email and is URL safe', () => {
    const token = signToken(payload, key);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).not.toContain('@');
  });

  it('refuses an expired token', () => {
    expect(verifyToken(signToken(payload, key), key, now + 60)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a tampered payload, a tampered signature and another key', () => {
    const token = signToken(payload, key);
    const [, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...payload, s: 'other' })).toString('base64url')}.${mac}`;
    expect(verifyToken(forged, key, now)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyToken(`${token.slice(0, -2)}xx`, key, now)).toMatchObject({ ok: false });
    expect(verifyToken(token, deriveKey('b'.repeat(40), 'tokens'), now)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses malformed tokens without throwing', () => {
    for (const bad of ['', 'abc', 'a.b.c', '.', '%%%.***']) expect(verifyToken(bad, key, now).ok).toBe(false);
    const data = Buffer.from('not json').toString('base64url');
    const signed = `${data}.${createHmac('sha256', key).update(data).digest('base64url')}`;
    expect(verifyToken(signed, key, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('derives different keys per purpose', () => {
    expect(deriveKey('x'.repeat(40), 'tokens')).not.toBe(deriveKey('x'.repeat(40), 'altcha'));
  });
});

describe('hashEmail', () => {
  it('is the SHA-256 hex of the trimmed, lower-cased address', async () => {
    const expected = createHash('sha256').update('reader@example.org').digest('hex');
    expect(await hashEmail('  Reader@Example.org ')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });
});
