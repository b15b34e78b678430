import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { newDelivery, outboxDelivery, type OutboxDelivery } from '@/features/delivery/queue.server';
import { PermanentDeliveryError } from '@/features/delivery/retry';
import { nudgeDelivery, type DeliveryChannel } from '@/features/delivery/sender.server';
import { env } from '@/lib/env';

/** Sends one text message to a US number (10 digits) through a provider. Throws when the message could not be sent. */
export interface SmsSender {
  readonly kind: 'twilio';
  send(toNumber: string, body: string): Promise<void>;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
}

export class SmsSendError extends Error {
  /** True when the provider refused the message itself (a bad number): trying again cannot help. */
  constructor(message: string, readonly permanent = false) {
    super(message);
  }
}

function assertUsNumber(toNumber: string): void {
  if (!/^\d{10}$/.test(toNumber)) throw new SmsSendError('A text message goes to a 10-digit US number.', true);
}

/**
 * Queues one text message (the delivery queue, src/features/delivery): stored in sms_outbox and
 * delivered by this process's sender, so the request does not wait for Twilio.
 */
export async function queueText(db: Kysely<Database>, toNumber: string, body: string, now = new Date()): Promise<void> {
  assertUsNumber(toNumber);
  await db.insertInto('sms_outbox').values({ to_number: toNumber, body, created_at: now.toISOString(), ...newDelivery(now) }).execute();
  nudgeDelivery();
}

/** Twilio's Messages API: a form POST with basic auth; any answer but 2xx is a failure. */
export function twilioSmsSender(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    kind: 'twilio',
    async send(toNumber, body) {
      assertUsNumber(toNumber);
      const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
      const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: `+1${toNumber}`, From: config.from, Body: body }).toString(),
          signal: AbortSignal.timeout(5000),
        });
      } catch (error) {
        throw new SmsSendError(`Twilio did not answer: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!response.ok) {
        const detail = (await response.json().catch(() => null)) as { message?: unknown } | null;
        // 400 and 404: Twilio refused this message (a number it cannot reach); anything else may pass later.
        throw new SmsSendError(`Twilio answered ${response.status}${typeof detail?.message === 'string' ? `: ${detail.message}` : ''}`, response.status === 400 || response.status === 404);
      }
    },
  };
}

export function twilioConfigFromEnv(): TwilioConfig | null {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = env();
  return TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM ? { accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM } : null;
}

/**
 * Text delivery: by Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all set
 * (the row goes once Twilio took it), else the row stays in sms_outbox as the local copy.
 */
export function smsChannel(sender: SmsSender | null): DeliveryChannel {
  return {
    name: 'sms',
    table: 'sms_outbox',
    transport: sender ? sender.kind : 'outbox',
    async deliver(db, id) {
      if (!sender) return { keep: true };
      const row = await db.selectFrom('sms_outbox').select(['to_number', 'body']).where('id', '=', id).executeTakeFirstOrThrow();
      try {
        await sender.send(row.to_number, row.body);
      } catch (error) {
        if (error instanceof SmsSendError && error.permanent) throw new PermanentDeliveryError(error.message);
        throw error;
      }
      return { keep: false };
    },
  };
}

export function smsChannelFromEnv(): DeliveryChannel {
  const twilio = twilioConfigFromEnv();
  return smsChannel(twilio ? twilioSmsSender(twilio) : null);
}

export interface OutboxText {
  id: number;
  to: string;
  body: string;
  createdAt: string;
  delivery: OutboxDelivery;
}

export async function listSmsOutbox(db: Kysely<Database>, limit = 50): Promise<OutboxText[]> {
  const rows = await db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: Number(r.id), to: r.to_number, body: r.body, createdAt: r.created_at, delivery: outboxDelivery(r) }));
}
