import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client.server';
import type { OutboxDelivery } from '@/features/delivery/queue.server';
import { listOutbox, outboxPageAllowed } from '@/features/mail/outbox.server';
import { listSmsOutbox, twilioConfigFromEnv } from '@/features/savings/server/sms.server';
import { peerAddress } from '@/lib/client-address.server';
import { env } from '@/lib/env';
import styles from './outbox.module.css';

/** A message's place in the delivery queue (src/features/delivery), in words. */
function deliveryText({ status, attempts, lastError }: OutboxDelivery): string {
  if (status === 'sent') return 'in this outbox';
  if (status === 'failed') return `given up after ${attempts} ${attempts === 1 ? 'try' : 'tries'}${lastError ? `: ${lastError}` : ''}`;
  if (status === 'sending') return 'being delivered';
  return attempts === 0 ? 'waiting for the sender' : `waiting to be tried again (${attempts} ${attempts === 1 ? 'try' : 'tries'} so far${lastError ? `: ${lastError}` : ''})`;
}

export const metadata: Metadata = { title: 'Outbox (development)', robots: { index: false, follow: false } };

/**
 * The local outboxes: every mail and text message the site would have sent. They hold addresses and
 * phone numbers, so the page is loopback-only by default; each list shows only while its messages
 * stay local (no SMTP_URL, no Twilio account).
 */
export default async function OutboxPage() {
  const { SMTP_URL, MAIL_OUTBOX_PAGE } = env();
  const peer = await peerAddress();
  const showMail = outboxPageAllowed({ smtpUrl: SMTP_URL, mode: MAIL_OUTBOX_PAGE }, peer);
  const showTexts = twilioConfigFromEnv() === null && outboxPageAllowed({ smtpUrl: '', mode: MAIL_OUTBOX_PAGE }, peer);
  if (!showMail && !showTexts) notFound();
  const db = await getDb();
  const messages = showMail ? await listOutbox(db) : [];
  const texts = showTexts ? await listSmsOutbox(db) : [];
  return (
    <main className={styles.page}>
      <h1>Outbox</h1>
      {showMail && (
        <section aria-labelledby="mail-outbox" data-outbox="mail">
          <h2 id="mail-outbox">Mail outbox</h2>
          <p>Messages kept in the database because no SMTP server is configured (SMTP_URL). Newest first, at most 50.</p>
          {messages.length === 0 && <p>The outbox is empty.</p>}
          {messages.map((m) => (
            <article key={m.id} className={styles.message} aria-labelledby={`mail-${m.id}`} data-mail-id={m.id}>
              <h3 id={`mail-${m.id}`}>{m.subject}</h3>
              <dl className={styles.meta}>
                <dt>To</dt>
                <dd data-field="to">{m.to}</dd>
                <dt>Sent</dt>
                <dd>{m.createdAt}</dd>
                <dt>Delivery</dt>
                <dd data-field="delivery">{deliveryText(m.delivery)}</dd>
                {Object.entries(m.headers).map(([name, value]) => (
                  <div key={name} className={styles.row}>
                    <dt>{name}</dt>
                    <dd data-header={name}>{value}</dd>
                  </div>
                ))}
              </dl>
              <pre className={styles.body}>{m.text}</pre>
              <ul>
                {[...m.text.matchAll(/https?:\/\/\S+/g)].map(([url], i) => (
                  <li key={i}>
                    <a href={url}>{url.includes('/confirm') ? 'Confirm link' : url.includes('/unsubscribe') ? 'Unsubscribe link' : 'Link'}</a>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </section>
      )}
      {showTexts && (
        <section aria-labelledby="sms-outbox" data-outbox="sms">
          <h2 id="sms-outbox">Text messages</h2>
          <p>Text messages kept in the database because no SMS provider is configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM). Newest first, at most 50.</p>
          {texts.length === 0 && <p>No text messages.</p>}
          {texts.map((t) => (
            <article key={t.id} className={styles.message} aria-labelledby={`sms-${t.id}`} data-sms-id={t.id}>
              <h3 id={`sms-${t.id}`}>Text to {t.to}</h3>
              <dl className={styles.meta}>
                <dt>To</dt>
                <dd data-field="to">{t.to}</dd>
                <dt>Sent</dt>
                <dd>{t.createdAt}</dd>
                <dt>Delivery</dt>
                <dd data-field="delivery">{deliveryText(t.delivery)}</dd>
              </dl>
              <pre className={styles.body} data-field="body">{t.body}</pre>
            </article>
          ))}
        </section>
      )}
    </main>
  );
}
