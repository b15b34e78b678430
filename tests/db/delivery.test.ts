import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '@/db/connect';
import type { Database } from '@/db/schema';
import { claimDue, queueStats } from '@/features/delivery/queue.server';
import { maxAttempts } from '@/features/delivery/retry';
import { deliverDue, startDeliverySender, stopDeliverySender, type DeliveryChannel } from '@/features/delivery/sender.server';
import { mailChannel, queueMail } from '@/features/mail/mail.server';
import { listOutbox } from '@/features/mail/outbox.server';
import { queueText, smsChannel, twilioSmsSender } from '@/features/savings/server/sms.server';
import { resetServerMetrics, serverMetricsRegistry } from '@/lib/server-metrics.server';
import { openTestDb } from './test-db';

let db: Kysely<Database>;
let close: () => Promise<void>;
let config: Awaited<ReturnType<typeof openTestDb>>['config'];
const from = 'Wellread <news@wellread.test>';
const message = { to: 'reader@example.org', subject: 'Confirm your subscription', text: 'Confirm: https://wellread.test/c', html: '<p>Confirm</p>', headers: { 'List-Unsubscribe': '<https://wellread.test/u>' } };
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  ({ db, close, config } = await openTestDb());
});
afterAll(() => close());
beforeEach(async () => {
  for (const table of ['mail_outbox', 'sms_outbox'] as const) await db.deleteFrom(table).execute();
  resetServerMetrics();
});
afterEach(() => stopDeliverySender());

/** A real SMTP server on loopback (smtp-server): refuses the first `refuse` messages with `code`, then takes them. */
async function smtpServer(refuse = 0, code = 451) {
  const received: { to: string[]; data: string }[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        if (refused < refuse) {
          refused += 1;
          callback(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the delivery queue (issue 29)', () => {
  it('stores a message as pending and answers without waiting for SMTP', async () => {
    await queueMail(db, { smtpUrl: 'smtp://127.0.0.1:1', from }, message);
    const [row] = await db.selectFrom('mail_outbox').selectAll().execute();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, to_address: 'reader@example.org' });
    expect(row!.raw).toContain('List-Unsubscribe: <https://wellread.test/u>');
  });

  it('delivers through SMTP, retrying after a temporary refusal, and keeps nothing once the server took it', async () => {
    const smtp = await smtpServer(1, 451);
    try {
      const channel = mailChannel({ smtpUrl: smtp.url, from });
      await queueMail(db, { smtpUrl: smtp.url, from }, message, at('2026-11-28T10:00:00Z'));
      expect(await deliverDue(db, [channel], at('2026-11-28T10:00:01Z'))).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const [waiting] = await db.selectFrom('mail_outbox').selectAll().execute();
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('Try again later') });
      expect(Date.parse(waiting!.next_attempt_at!)).toBeGreaterThan(Date.parse('2026-11-28T10:00:30Z'));

      expect(await deliverDue(db, [channel], at('2026-11-28T10:00:20Z'))).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(await deliverDue(db, [channel], new Date(Date.parse(waiting!.next_attempt_at!) + 1))).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['reader@example.org']);
      expect(smtp.received[0]!.data).toContain('Subject: Confirm your subscription');
      expect(smtp.received[0]!.data).toContain('List-Unsubscribe: <https://wellread.test/u>');
      expect(await db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('gives up at once when the SMTP server refuses the message itself (5xx)', async () => {
    const smtp = await smtpServer(1, 550);
    try {
      await queueMail(db, { smtpUrl: smtp.url, from }, message);
      expect(await deliverDue(db, [mailChannel({ smtpUrl: smtp.url, from })])).toEqual({ sent: 0, retrying: 0, failed: 1 });
      expect((await listOutbox(db))[0]!.delivery).toEqual({ status: 'failed', attempts: 1, lastError: expect.stringContaining('Mailbox unavailable') });
    } finally {
      await smtp.close();
    }
  });

  it(`gives up after ${maxAttempts} tries and keeps the message for the operator`, async () => {
    const channel: DeliveryChannel = { name: 'mail', table: 'mail_outbox', transport: 'smtp', deliver: async () => Promise.reject(new Error('connection refused')) };
    await queueMail(db, { smtpUrl: '', from }, message, at('2026-11-28T10:00:00Z'));
    let now = Date.parse('2026-11-28T10:00:00Z');
    for (let i = 0; i < maxAttempts; i++) {
      await deliverDue(db, [channel], new Date(now));
      now += 3_600_000;
    }
    const [row] = await db.selectFrom('mail_outbox').selectAll().execute();
    expect(row).toMatchObject({ status: 'failed', attempts: maxAttempts, last_error: 'connection refused' });
    expect(await deliverDue(db, [channel], new Date(now))).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('keeps a message delivered to the local outbox as its copy (no SMTP, no Twilio)', async () => {
    await queueMail(db, { smtpUrl: '', from }, message);
    await queueText(db, '2125550123', 'Your coupon');
    expect(await deliverDue(db, [mailChannel({ smtpUrl: '', from }), smsChannel(null)])).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await db.selectFrom('mail_outbox').select(['status', 'attempts']).execute()).toEqual([{ status: 'sent', attempts: 1 }]);
    expect(await db.selectFrom('sms_outbox').select(['status', 'attempts']).execute()).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('texts through Twilio; a number Twilio refuses (400) is given up, an outage (503) tried again', async () => {
    const answers = [Response.json({ sid: 'SM1' }, { status: 201 }), Response.json({ message: "The 'To' number is not valid" }, { status: 400 }), Response.json({ message: 'Unavailable' }, { status: 503 })];
    const bodies: string[] = [];
    const fetchImpl = async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      return answers.shift()!;
    };
    const channel = smsChannel(twilioSmsSender({ accountSid: 'AC1', authToken: 't', from: '+15005550006' }, fetchImpl as unknown as typeof fetch));
    for (const to of ['2125550123', '2125550124', '2125550125']) await queueText(db, to, `Coupon for ${to}`);
    expect(await deliverDue(db, [channel])).toEqual({ sent: 1, retrying: 1, failed: 1 });
    expect(new URLSearchParams(bodies[0]).get('To')).toBe('+12125550123');
    expect(await db.selectFrom('sms_outbox').select(['to_number', 'status']).orderBy('id').execute()).toEqual([
      { to_number: '2125550124', status: 'failed' },
      { to_number: '2125550125', status: 'pending' },
    ]);
  });

  it('lets exactly one of two instances claim a message, and another take it over when the first died mid-delivery', async () => {
    const other = await createDb(config);
    try {
      await queueText(db, '2125550123', 'Hello', at('2026-11-28T10:00:00Z'));
      const now = at('2026-11-28T10:00:01Z');
      const [a, b] = await Promise.all([claimDue(db, 'sms_outbox', now), claimDue(other, 'sms_outbox', now)]);
      expect(a.length + b.length).toBe(1);
      expect(await claimDue(other, 'sms_outbox', at('2026-11-28T10:00:30Z'))).toEqual([]);
      const takeover = await claimDue(other, 'sms_outbox', at('2026-11-28T10:01:02Z'));
      expect(takeover).toEqual([{ id: expect.any(Number), attempts: 2 }]);
    } finally {
      await other.destroy();
    }
  });

  it('counts the backlog and the oldest waiting message’s age for the operator (wellread_outbox_backlog)', async () => {
    await queueMail(db, { smtpUrl: '', from }, message, at('2026-11-28T10:00:00Z'));
    await queueMail(db, { smtpUrl: '', from }, message, at('2026-11-28T10:05:00Z'));
    await queueText(db, '2125550123', 'Hello', at('2026-11-28T10:09:00Z'));
    expect(await queueStats(db, 'mail_outbox', at('2026-11-28T10:10:00Z'))).toEqual({ backlog: 2, oldestAgeSeconds: 600, failed: 0 });

    startDeliverySender(async () => db, [mailChannel({ smtpUrl: 'smtp://127.0.0.1:1', from }), smsChannel(null)]);
    const text = await serverMetricsRegistry().metrics();
    expect(text).toMatch(/wellread_outbox_backlog\{channel="mail"\} 2/);
    expect(text).toMatch(/wellread_outbox_oldest_age_seconds\{channel="mail"\} [1-9]/);
  });

  it('delivers a message a request stores right away when this process runs the sender', async () => {
    startDeliverySender(async () => db, [mailChannel({ smtpUrl: '', from }), smsChannel(null)]);
    await queueText(db, '2125550123', 'Hello');
    await expect.poll(async () => (await db.selectFrom('sms_outbox').select('status').executeTakeFirst())?.status, { timeout: 2000 }).toBe('sent');
  });
});
