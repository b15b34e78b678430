import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { env } from '@/lib/env';

/** Sends one text message to a US number (10 digits). Throws when the message could not be sent. */
export interface SmsSender {
  readonly kind: 'outbox' | 'twilio';
  send(toNumber: string, body: string): Promise<void>;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
}

export class SmsSendError extends Error {}

function assertUsNumber(toNumber: string): void {
  if (!/^\d{10}$/.test(toNumber)) throw new SmsSendError('A text message goes to a 10-digit US number.');
}

/** The local default: the message is kept in the sms_outbox table and listed on the dev outbox page. */
export function outboxSmsSender(db: Kysely<Database>): SmsSender {
  return {
    kind: 'outbox',
    async send(toNumber, body) {
      assertUsNumber(toNumber);
      await db.insertInto('sms_outbox').values({ to_number: toNumber, body, created_at: new Date().toISOString() }).execute();
    },
  };
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
        throw new SmsSendError(`Twilio answered ${response.status}${typeof detail?.message === 'string' ? `: ${detail.message}` : ''}`);
      }
    },
  };
}

export function twilioConfigFromEnv(): TwilioConfig | null {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = env();
  return TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM ? { accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM } : null;
}

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all set, else the outbox table. */
export function smsSenderFromEnv(db: Kysely<Database>): SmsSender {
  const twilio = twilioConfigFromEnv();
  return twilio ? twilioSmsSender(twilio) : outboxSmsSender(db);
}

export interface OutboxText {
  id: number;
  to: string;
  body: string;
  createdAt: string;
}

export async function listSmsOutbox(db: Kysely<Database>, limit = 50): Promise<OutboxText[]> {
  const rows = await db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: Number(r.id), to: r.to_number, body: r.body, createdAt: r.created_at }));
}
