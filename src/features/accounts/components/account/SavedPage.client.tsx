'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { loadMe, onMeChange, setMe } from '../../client/me';
import { SignInChoices } from '../SignInChoices.client';
import { accountApi, type SavedArticle } from './account-api';
import { LoadFailed } from './LoadFailed';
import { SavedList } from './SavedList';
import styles from './AccountPage.module.css';

type View = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'failed'; message: string } | { kind: 'ready'; saved: SavedArticle[] };

async function fetchSaved(): Promise<View> {
  const me = await loadMe();
  if (!me.authenticated) return { kind: 'signed-out' };
  const result = await accountApi.saved();
  if (result.ok) return { kind: 'ready', saved: result.value.saved };
  if (result.status !== 401) return { kind: 'failed', message: result.message };
  setMe({ authenticated: false });
  return { kind: 'signed-out' };
}

/** The member's saved articles on this site (GET /api/account/saved), fetched in the browser. */
export function SavedPage() {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void fetchSaved().then((next) => live && setView(next));
    const stop = onMeChange((me) => {
      if (!me.authenticated) setView({ kind: 'signed-out' });
    });
    return () => {
      live = false;
      stop();
    };
  }, [attempt]);

  if (view.kind === 'loading') {
    return (
      <div className={styles.loading}>
        <p role="status">Loading your saved articles…</p>
      </div>
    );
  }

  if (view.kind === 'signed-out') {
    return (
      <div>
        <p className={styles.lead}>Sign in to see the articles you have saved, on any device.</p>
        <SignInChoices className={styles.signIn} options={{ returnUrl: '/saved', authPrompt: 'saved' }} />
      </div>
    );
  }

  if (view.kind === 'failed') {
    return (
      <LoadFailed
        what="Your saved articles"
        message={view.message}
        onRetry={() => {
          setView({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  return (
    <div>
      <SavedList initial={view.saved} />
      <p className={styles.actions}>
        <Link href="/account">Your account</Link>
      </p>
    </div>
  );
}
