import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '@/lib/env';

const state = vi.hoisted(() => ({ peer: '127.0.0.1' as string | null }));
vi.mock('@/db/client.server', () => ({ getDb: async () => ({}) }));
vi.mock('@/lib/client-address.server', () => ({ peerAddress: async () => state.peer }));
vi.mock('@/features/mail/outbox.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/mail/outbox.server')>()),
  listOutbox: async () => [{ id: 1, to: 'reader@example.org', subject: 'Your Atorvastatin savings coupon', text: 'BIN: 019999', headers: {}, raw: '', createdAt: '2026-05-01T10:00:00.000Z', delivery: { status: 'sent', attempts: 1, lastError: null } }],
}));
vi.mock('@/features/savings/server/sms.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/savings/server/sms.server')>()),
  listSmsOutbox: async () => [{ id: 7, to: '2125550123', body: 'Pharmacy: Target (CVS)\nShow this coupon at the pharmacy.', createdAt: '2026-05-01T10:00:00.000Z', delivery: { status: 'failed', attempts: 1, lastError: 'Twilio answered 400' } }],
}));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const { default: OutboxPage } = await import('./page');
const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  state.peer = '127.0.0.1';
  resetEnvCache();
});

describe('dev outbox page', () => {
  it('lists mails and text messages for requests from this machine', async () => {
    const html = renderToStaticMarkup(await OutboxPage());
    expect(html).toContain('data-outbox="mail"');
    expect(html).toContain('Your Atorvastatin savings coupon');
    expect(html).toContain('data-outbox="sms"');
    expect(html).toContain('data-sms-id="7"');
    expect(html).toContain('<dd data-field="to">2125550123</dd>');
    expect(html).toContain('Show this coupon at the pharmacy.');
    expect(html).toContain('<dd data-field="delivery">in this outbox</dd>');
    expect(html).toContain('<dd data-field="delivery">given up after 1 try: Twilio answered 400</dd>');
  });

  it('hides texts when Twilio sends them, mails when SMTP does, and everything from other machines', async () => {
    Object.assign(process.env, { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' });
    resetEnvCache();
    expect(renderToStaticMarkup(await OutboxPage())).not.toContain('data-outbox="sms"');
    Object.assign(process.env, { SMTP_URL: 'smtp://mail.example.org' });
    resetEnvCache();
    await expect(OutboxPage()).rejects.toThrow('NEXT_NOT_FOUND');
    process.env = { ...saved };
    resetEnvCache();
    state.peer = '198.51.100.4';
    await expect(OutboxPage()).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
