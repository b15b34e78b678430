'use client';

import { useEffect, useId, useState } from 'react';
import { useMe } from '../client/use-me';
import { loadSavedPaths, setSaved } from '../client/saved';
import { SignInChoices } from './SignInChoices.client';
import buttons from '@/components/Buttons.module.css';
import styles from './SaveArticleButton.module.css';

/**
 * "Save" on every article: the same button for every reader in the cached page; after load a
 * member's saved state shows (one GET /api/account/saved per page). A reader who is not signed in
 * gets the sign-in choices under the button, and comes back to the article.
 */
export function SaveArticleButton({ path }: { path: string }) {
  const panelId = useId();
  const member = useMe().authenticated;
  const [savedHere, setSavedState] = useState(false);
  // A sign-out on this page shows Save again at once.
  const saved = member && savedHere;
  const [askSignIn, setAskSignIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!member) return;
    let live = true;
    void loadSavedPaths().then((paths) => live && setSavedState(paths.has(path)));
    return () => {
      live = false;
    };
  }, [member, path]);

  async function onClick() {
    if (!member) {
      setAskSignIn((open) => !open);
      return;
    }
    setBusy(true);
    try {
      const now = await setSaved(path, !saved);
      setSavedState(now);
      setMessage(now ? 'Saved to your articles.' : 'Removed from your saved articles.');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.save}>
      <button type="button" className={buttons.tool} aria-pressed={member ? saved : undefined} aria-expanded={member ? undefined : askSignIn} aria-controls={member ? undefined : panelId} disabled={busy} onClick={() => void onClick()}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 3h12v18l-6-4-6 4z" className={saved ? styles.filled : undefined} />
        </svg>
        {saved ? 'Saved' : 'Save'}
      </button>
      <span className={styles.status} role="status">
        {message}
      </span>
      {!member && (
        <div id={panelId} hidden={!askSignIn} className={styles.signIn}>
          {askSignIn && (
            <>
              <p>Sign in to save this article and find it again on any device.</p>
              <SignInChoices options={{ authPrompt: 'save-article' }} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
