import { describe, expect, it } from 'vitest';
import { shareBodySchema } from '@/features/savings/schema';
import { canSend, emailHasError, phoneHasError } from './send-checks';

describe('coupon send validation', () => {
  it('accepts exactly the addresses the share endpoint accepts', () => {
    for (const email of ['reader@example.org', 'a@b.co', 'reader@example', 'reader example.org', '@example.org', 'reader@.org', 'a@b@c.org']) {
      const endpoint = shareBodySchema.safeParse({ token: 't', couponID: 'C1', sendType: 'email', email }).success;
      expect(emailHasError(email)).toBe(!endpoint);
    }
  });

  it('flags an invalid email; empty clears the error', () => {
    expect(emailHasError('reader@example.org')).toBe(false);
    expect(emailHasError('reader@example')).toBe(true);
    expect(emailHasError('reader example.org')).toBe(true);
    expect(emailHasError('@example.org')).toBe(true);
    expect(emailHasError('')).toBe(false);
    expect(emailHasError('   ')).toBe(false);
  });

  it('needs a phone number that starts with 10 digits (formatting aside); empty clears the error', () => {
    expect(phoneHasError('3175550123')).toBe(false);
    expect(phoneHasError('(317) 555-0123')).toBe(false);
    expect(phoneHasError('+1 317 555 0123')).toBe(false);
    expect(phoneHasError('317555012')).toBe(true);
    expect(phoneHasError('call 3175550123')).toBe(true);
    expect(phoneHasError('')).toBe(false);
  });

  it('does not send an empty value or one with an error', () => {
    expect(canSend('reader@example.org', false)).toBe(true);
    expect(canSend('', false)).toBe(false);
    expect(canSend('reader@example', true)).toBe(false);
  });
});
