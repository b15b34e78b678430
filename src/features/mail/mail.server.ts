import 'server-only';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '@/db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export interface MailConfig {
  /** Empty: the message is built by nodemailer and stored in the mail_outbox table. */
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
    transport = nodemailer.createTransport(url);
    smtpTransports.set(url, transport);
  }
  return transport;
}

/** Builds the RFC 5322 message without sending it (nodemailer's stream transport). */
const buildTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/**
 * Sends one message: by SMTP when SMTP_URL is set, otherwise into the database outbox (the local
 * default, listed on the dev outbox page). Throws when the SMTP server refuses.
 */
export async function sendMail(db: Kysely<Database>, config: MailConfig, message: MailMessage): Promise<void> {
  const mail = { from: config.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers };
  if (transportKind(config) === 'smtp') {
    await smtpTransport(config.smtpUrl).sendMail(mail);
    return;
  }
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
      created_at: new Date().toISOString(),
    })
    .execute();
}
