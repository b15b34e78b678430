import { useRef, useState } from 'react';
import buttons from '@/components/Buttons.module.css';
import { accountApi, type SessionListing } from './account-api';
import { formatDateTime, placeName, providerName, siteName } from './format';
import { Section } from './Section';
import { Status, type Notice } from './Status';
import styles from './AccountPage.module.css';

interface Props {
  site: string;
  initial: SessionListing[];
  /** Ending this browser's own session signs it out. */
  onSignedOut: (message: string) => void;
}

/** Live sessions on every device (DELETE /api/auth/sessions/{id} ends one). */
export function SessionsSection({ site, initial, onSignedOut }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [sessions, setSessions] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function revoke(session: SessionListing) {
    if (pending) return;
    setPending(session.id);
    setNotice(null);
    const result = await accountApi.revokeSession(session.id);
    setPending(null);
    if (!result.ok) {
      setNotice({ kind: 'error', text: `${session.device} could not be signed out: ${result.message}` });
      return;
    }
    if (session.current) {
      onSignedOut('You have signed out on this device.');
      return;
    }
    setSessions((current) => current.filter((s) => s.id !== session.id));
    setNotice({ kind: 'ok', text: `Signed out of ${session.device}.` });
    headingRef.current?.focus();
  }

  return (
    <Section title="Where you’re signed in" headingRef={headingRef}>
      {sessions.length === 0 ? (
        <p className={styles.muted}>You are not signed in anywhere else.</p>
      ) : (
        <ul className={styles.list}>
          {sessions.map((session) => (
            <li key={session.id} className={styles.item}>
              <div className={styles.itemMain}>
                <p className={styles.itemTitle}>
                  {session.device}
                  {session.current && (
                    <>
                      {' '}
                      <span className={styles.badge}>This device</span>
                    </>
                  )}
                </p>
                <p>
                  {placeName(session.place)}
                  {session.site !== site ? `, on ${siteName(session.site)}` : ''}, with {providerName(session.provider)}
                </p>
                <p className={styles.small}>Last seen {formatDateTime(session.lastSeenAt)}</p>
              </div>
              <button type="button" className={buttons.secondary} aria-disabled={pending === session.id || undefined} onClick={() => void revoke(session)}>
                Sign out <span className="visually-hidden">{session.current ? 'of this device' : `of ${session.device}, last seen ${formatDateTime(session.lastSeenAt)}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Status notice={notice} />
    </Section>
  );
}
