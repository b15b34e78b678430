'use client';

import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import { useDisclosure } from '@/components/use-disclosure';
import { useOutsidePress } from '@/components/use-outside-press';
import { signOut } from '../client/auth';
import { useMe } from '../client/use-me';
import { SignInChoices } from './SignInChoices.client';
import styles from './AccountMenu.module.css';

/**
 * The header's account menu. The page carries the same 44px button for every reader (pages are
 * cached, decision 004); after load, a member's button shows their initials (GET /api/me, asked
 * only when the hint cookie says there may be a session), so nothing moves. The menu offers
 * sign-in to a reader, and the account, saved articles and sign-out to a member.
 */
export function AccountMenu() {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { open, setOpen, buttonProps, buttonRef } = useDisclosure(panelId);
  const me = useMe();
  const [message, setMessage] = useState<string | null>(null);
  useOutsidePress(rootRef, open, () => setOpen(false));

  const user = me.authenticated ? me.user : null;
  return (
    <div
      ref={rootRef}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button type="button" className={styles.button} {...buttonProps} onClick={() => setOpen(!open)} aria-label={user ? `Your account: ${user.fullName}` : 'Sign in'}>
        {user ? (
          <span className={styles.initials} aria-hidden="true">
            {user.initials}
          </span>
        ) : (
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
          </svg>
        )}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && user && (
          <>
            <p className={styles.who}>
              Signed in as <strong>{user.fullName}</strong>
            </p>
            <ul className={styles.links}>
              <li>
                <Link href="/account" onClick={() => setOpen(false)}>
                  Your account
                </Link>
              </li>
              <li>
                <Link href="/saved" onClick={() => setOpen(false)}>
                  Saved articles
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={async () => {
                    const result = await signOut();
                    if (result.ok) {
                      setOpen(false);
                      buttonRef.current?.focus();
                      setMessage('You are signed out.');
                    } else setMessage(result.message);
                  }}
                >
                  Sign out
                </button>
              </li>
            </ul>
          </>
        )}
        {open && !user && (
          <>
            <p className={styles.who}>Sign in to save articles, follow topics and get a list for you.</p>
            <SignInChoices options={{ authPrompt: 'header' }} />
          </>
        )}
      </div>
      <p className={styles.status} role="status">
        {message}
      </p>
    </div>
  );
}
