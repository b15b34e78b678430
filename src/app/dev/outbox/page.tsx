import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client.server';
import { listOutbox, outboxPageAllowed } from '@/features/mail/outbox.server';
import { peerAddress } from '@/lib/client-address.server';
import { env } from '@/lib/env';
import styles from './outbox.module.css';

export const metadata: Metadata = { title: 'Mail outbox (development)', robots: { index: false, follow: false } };

/** The local mail outbox: every message the site would have sent. Holds addresses, so it is loopback-only by default. */
export default async function OutboxPage() {
  const { SMTP_URL, MAIL_OUTBOX_PAGE } = env();
  if (!outboxPageAllowed({ smtpUrl: SMTP_URL, mode: MAIL_OUTBOX_PAGE }, await peerAddress())) notFound();
  const messages = await listOutbox(await getDb());
  return (
    <main className={styles.page}>
      <h1>Mail outbox</h1>
      <p>Messages kept in the database because no SMTP server is configured (SMTP_URL). Newest first, at most 50.</p>
      {messages.length === 0 && <p>The outbox is empty.</p>}
      {messages.map((m) => (
        <article key={m.id} className={styles.message} aria-labelledby={`mail-${m.id}`} data-mail-id={m.id}>
          <h2 id={`mail-${m.id}`}>{m.subject}</h2>
          <dl className={styles.meta}>
            <dt>To</dt>
            <dd data-field="to">{m.to}</dd>
            <dt>Sent</dt>
            <dd>{m.createdAt}</dd>
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
    </main>
  );
}
