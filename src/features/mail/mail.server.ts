import 'server-only';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '@/db/schema';
import { newDelivery } from '@/features/delivery/queue.server';
import { PermanentDeliveryError } from '@/features/delivery/retry';
import { nudgeDelivery, type DeliveryChannel } from '@/features/delivery/sender.server';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export interface MailConfig {
  /** Empty: messages stay in the mail_outbox table (the local outbox); else they are delivered by SMTP. */
  smtpUrl: string;
  from: string;
}

export type MailTransportKind = 'outbox' | 'smtp';

export function transportKind(config: Pick<MailConfig, 'smtpUrl'>): MailTransportKind {
  return config.smtpUrl ? 'smtp' : 'outbox';
}

const smtpTransports = new Map<string, nodemailer.Transporter>();

function smtpTransport(url: string): nodemailer.Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    // Short timeouts: a try must end well within the sender's lease (src/features/delivery/retry.ts), or another instance would send the message again.
    transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    smtpTransports.set(url, transport);
  }
  return transport;
}

/** Builds the RFC 5322 message without sending it (nodemailer's stream transport). */
const buildTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** An SMTP answer the server gives for the message itself (5xx: bad recipient, refused content); trying again cannot help. */
function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Queues one message (the delivery queue, src/features/delivery): it is stored in mail_outbox with
 * the full RFC 5322 text nodemailer builds, and this process's sender is nudged to deliver it. The
 * request does not wait for SMTP; a refusing or unreachable server means retries, not an error here.
 */
export async function queueMail(db: Kysely<Database>, config: MailConfig, message: MailMessage, now = new Date()): Promise<void> {
  const mail = { from: config.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers };
  const built = (await buildTransport.sendMail(mail)) as { message: Buffer };
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      headers: JSON.stringify(message.headers ?? {}),
      raw: built.message.toString('utf8'),
      created_at: now.toISOString(),
      ...newDelivery(now),
    })
    .execute();
  nudgeDelivery();
}

/**
 * Mail delivery: by SMTP when SMTP_URL is set (the row goes once the server took it), otherwise the
 * row stays in the outbox as the local copy, listed on the dev outbox page.
 */
export function mailChannel(config: MailConfig): DeliveryChannel {
  const transport = transportKind(config);
  return {
    name: 'mail',
    table: 'mail_outbox',
    transport,
    async deliver(db, id) {
      if (transport === 'outbox') return { keep: true };
      const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const headers = JSON.parse(row.headers) as Record<string, string>;
      try {
        await smtpTransport(config.smtpUrl).sendMail({ from: config.from, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, headers });
      } catch (error) {
        if (isPermanentSmtpError(error)) throw new PermanentDeliveryError(error instanceof Error ? error.message : String(error));
        throw error;
      }
      return { keep: false };
    },
  };
}
