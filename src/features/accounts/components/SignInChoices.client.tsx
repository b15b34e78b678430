'use client';

import { useEffect, useState } from 'react';
import { isAuthProvider, providerLabels, type AuthProvider } from '../providers';
import { signInHref, startSignIn, type SignInOptions } from '../client/auth';
import styles from './SignInChoices.module.css';

let offeredList: Promise<AuthProvider[]> | null = null;

/** The providers this installation offers (GET /api/auth/providers, once per page); both when the answer does not come. */
function offered(): Promise<AuthProvider[]> {
  offeredList ??= fetch('/api/auth/providers', { headers: { accept: 'application/json' } })
    .then(async (r) => (r.ok ? ((await r.json()) as { providers: unknown[] }).providers.filter(isAuthProvider) : (['apple', 'google'] as AuthProvider[])))
    .catch(() => ['apple', 'google'] as AuthProvider[]);
  return offeredList;
}

/** "Continue with Apple" and "Continue with Google": links that start a sign-in (the login start event is sent on click). Rendered in the browser only (the return URL is the current page). */
export function SignInChoices({ options, className }: { options: SignInOptions; className?: string }) {
  const [providers, setProviders] = useState<AuthProvider[] | null>(null);
  useEffect(() => {
    let live = true;
    void offered().then((list) => live && setProviders(list));
    return () => {
      live = false;
    };
  }, []);
  if (providers === null) return <p className={styles.loading}>Loading sign-in options…</p>;
  if (providers.length === 0) return <p>Sign-in is not available at the moment.</p>;
  return (
    <ul className={`${styles.choices} ${className ?? ''}`}>
      {providers.map((provider) => (
        <li key={provider}>
          <a
            className={styles.choice}
            href={signInHref(provider, options)}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              startSignIn(provider, options);
            }}
          >
            Continue with {providerLabels[provider]}
          </a>
        </li>
      ))}
    </ul>
  );
}
