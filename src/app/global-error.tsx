'use client';

import { useEffect } from 'react';
import { reportError } from '@/features/errors/reporter';

/** Last resort when even the root layout fails: plain HTML, no site styles. The error is reported to /api/errors. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportError(error, 'boundary'), [error]);
  return (
    <html lang="en">
      <head>
        <title>Something went wrong</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem', lineHeight: 1.6 }}>
        <main>
          <h1>Something went wrong</h1>
          <p>The site could not be shown because of a problem on our side. Please try again in a moment.</p>
          {process.env.NODE_ENV !== 'production' && <p>{error.message}</p>}
          {error.digest && <p>Reference: {error.digest}</p>}
          <button type="button" onClick={reset}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
