import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, outboxPageAllowed } from '@/features/mail/outbox.server';

describe('dev outbox page access', () => {
  it('is loopback-only by default, never with SMTP, never when off', () => {
    expect(outboxPageAllowed({ smtpUrl: '', mode: 'loopback' }, '127.0.0.1')).toBe(true);
    expect(outboxPageAllowed({ smtpUrl: '', mode: 'loopback' }, '::1')).toBe(true);
    expect(outboxPageAllowed({ smtpUrl: '', mode: 'loopback' }, '::ffff:127.0.0.1')).toBe(true);
    expect(outboxPageAllowed({ smtpUrl: '', mode: 'loopback' }, '203.0.113.9')).toBe(false);
    expect(outboxPageAllowed({ smtpUrl: '', mode: 'loopback' }, null)).toBe(false);
    expect(outboxPageAllowed({ smtpUrl: '', mode: 'on' }, '203.0.113.9')).toBe(true);
    expect(outboxPageAllowed({ smtpUrl: '', mode: 'off' }, '127.0.0.1')).toBe(false);
    expect(outboxPageAllowed({ smtpUrl: 'smtp://mail', mode: 'on' }, '127.0.0.1')).toBe(false);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
  });
});
