'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { reportError } from '@/features/errors/reporter';
import styles from '@/views/parts/StatusPage.module.css';

/** Shown when a page fails on the server or in the browser; reported to /api/errors (spec: reported, then the error page). In production the message is generic and the digest identifies the logged error. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportError(error, 'boundary'), [error]);
  const detail = process.env.NODE_ENV === 'production' ? null : error.message;
  return (
    <div className={styles.page} role="alert">
      <title>Something went wrong</title>
      <h1>Something went wrong</h1>
      <p>This page could not be shown because of a problem on our side. Please try again in a moment.</p>
      {detail && <p>{detail}</p>}
      {error.digest && (
        <p>
          If you contact us about this, quote the reference <span className={styles.code}>{error.digest}</span>.
        </p>
      )}
      <p>
        <button type="button" className={styles.button} onClick={reset}>
          Try again
        </button>{' '}
        or <Link href="/">go to the homepage</Link>.
      </p>
    </div>
  );
}
