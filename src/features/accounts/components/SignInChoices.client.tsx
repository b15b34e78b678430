'use client';

import { providerLabels, type AuthProvider } from '../providers';
import { signInHref, startSignIn, type SignInOptions } from '../client/auth';
import styles from './SignInChoices.module.css';

/** "Continue with Apple" and "Continue with Google": links that start a sign-in (the login start event is sent on click). Rendered in the browser only (the return URL is the current page). */
export function SignInChoices({ options, className }: { options: SignInOptions; className?: string }) {
  const providers: AuthProvider[] = ['apple', 'google'];
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
