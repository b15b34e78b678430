'use client';

import { useEffect, useId, useState } from 'react';
import { useMe } from '../client/use-me';
import { SignInChoices } from './SignInChoices.client';
import styles from './FollowTopicButton.module.css';

interface Follow {
  topicId: string;
  digest: boolean;
}

async function send(method: 'POST' | 'DELETE', body: unknown): Promise<Follow[]> {
  const response = await fetch('/api/account/follows', { method, credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(response.status === 401 ? 'Your session has ended. Please sign in again.' : 'That did not work. Please try again.');
  return ((await response.json()) as { follows: Follow[] }).follows;
}

/**
 * Follow a topic (a category page's subject): its new articles show under "For you", and with the
 * digest box ticked they go into the member's newsletter digest. The same button for every reader
 * in the cached page; a reader who is not signed in is offered sign-in.
 */
export function FollowTopicButton({ topicId, topicName }: { topicId: string; topicName: string }) {
  const panelId = useId();
  const member = useMe().authenticated;
  const [followHere, setFollow] = useState<Follow | null>(null);
  // A sign-out on this page shows Follow again at once.
  const follow = member ? followHere : null;
  const [askSignIn, setAskSignIn] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!member) return;
    let live = true;
    void (async () => {
      const response = await fetch('/api/account/follows', { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => null);
      if (!live || !response?.ok) return;
      const { follows } = (await response.json()) as { follows: Follow[] };
      setFollow(follows.find((f) => f.topicId === topicId) ?? null);
    })();
    return () => {
      live = false;
    };
  }, [member, topicId]);

  async function update(method: 'POST' | 'DELETE', digest: boolean) {
    try {
      const follows = await send(method, method === 'POST' ? { topicId, digest } : { topicId });
      const now = follows.find((f) => f.topicId === topicId) ?? null;
      setFollow(now);
      setMessage(now ? (now.digest ? `You follow ${topicName}; new articles go into your newsletter digest.` : `You follow ${topicName}.`) : `You no longer follow ${topicName}.`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'That did not work. Please try again.');
    }
  }

  return (
    <div className={styles.follow}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={member ? follow !== null : undefined}
        aria-expanded={member ? undefined : askSignIn}
        aria-controls={member ? undefined : panelId}
        onClick={() => (member ? void update(follow ? 'DELETE' : 'POST', false) : setAskSignIn((open) => !open))}
      >
        {follow ? `Following ${topicName}` : `Follow ${topicName}`}
      </button>
      {member && follow && (
        <label className={styles.digest}>
          <input type="checkbox" checked={follow.digest} onChange={(event) => void update('POST', event.target.checked)} />
          Weekly digest of its new articles (for newsletter subscribers)
        </label>
      )}
      <span className={styles.status} role="status">
        {message}
      </span>
      {!member && (
        <div id={panelId} hidden={!askSignIn} className={styles.signIn}>
          {askSignIn && (
            <>
              <p>Sign in to follow {topicName} and see its new articles under “For you”.</p>
              <SignInChoices options={{ authPrompt: 'follow-topic' }} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
