'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { SiteId } from '@/sites';
import { forgetToken } from '../../client/auth';
import { loadMe, onMeChange, setMe } from '../../client/me';
import { SignInChoices } from '../SignInChoices.client';
import { accountApi, type AccountData } from './account-api';
import { DataSection } from './DataSection';
import { FollowsSection } from './FollowsSection';
import { InterestsSection } from './InterestsSection';
import { LoadFailed } from './LoadFailed';
import { NewslettersSection } from './NewslettersSection';
import { PrivacySection } from './PrivacySection';
import { ProfileSection } from './ProfileSection';
import { SavedSection } from './SavedSection';
import { SessionsSection } from './SessionsSection';
import styles from './AccountPage.module.css';

type View = { kind: 'loading' } | { kind: 'signed-out'; notice?: string } | { kind: 'failed'; message: string } | { kind: 'ready'; data: AccountData } | { kind: 'deleted' };

const emptySite = { interests: { topicIds: [], subtopicIds: [], jtbdIds: [] }, savedArticles: [], followedTopics: [] };

/** The account, or why it is not shown. An answer that the session has ended signs this page (and every island) out. */
async function fetchAccount(): Promise<View> {
  const me = await loadMe();
  if (!me.authenticated) return { kind: 'signed-out' };
  const result = await accountApi.account();
  if (result.ok) return { kind: 'ready', data: result.value };
  if (result.status !== 401) return { kind: 'failed', message: result.message };
  setMe({ authenticated: false });
  return { kind: 'signed-out' };
}

/**
 * The member's account page (issue 30, "A reader's own data"). The page is the same for everyone;
 * everything personal is fetched here, in the browser (GET /api/me, then GET /api/account).
 */
export function AccountPage({ site }: { site: SiteId }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    void fetchAccount().then((next) => live && setView(next));
    const stop = onMeChange((me) => {
      if (!me.authenticated) setView((current) => (current.kind === 'deleted' || current.kind === 'signed-out' ? current : { kind: 'signed-out' }));
    });
    return () => {
      live = false;
      stop();
    };
  }, [attempt]);

  const notice = view.kind === 'signed-out' ? view.notice : undefined;
  useEffect(() => {
    if (view.kind === 'deleted' || notice) messageRef.current?.focus();
  }, [view.kind, notice]);

  // A link to a section (/account#follows, #interests) arrives before the account does: go there once it is shown.
  useEffect(() => {
    if (view.kind !== 'ready' || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [view.kind]);

  function signedOut(message: string) {
    forgetToken();
    setMe({ authenticated: false });
    setView({ kind: 'signed-out', notice: message });
  }

  function deleted() {
    forgetToken();
    setView({ kind: 'deleted' });
    setMe({ authenticated: false });
  }

  if (view.kind === 'loading') {
    return (
      <div className={styles.loading}>
        <p role="status">Loading your account…</p>
      </div>
    );
  }

  if (view.kind === 'deleted') {
    return (
      <div>
        <p ref={messageRef} tabIndex={-1} role="status" className={styles.lead}>
          Your account has been deleted.
        </p>
        <p>
          <Link href="/">Back to the homepage</Link>
        </p>
      </div>
    );
  }

  if (view.kind === 'signed-out') {
    return (
      <div>
        {view.notice && (
          <p ref={messageRef} tabIndex={-1} role="status" className={styles.lead}>
            {view.notice}
          </p>
        )}
        <p className={styles.lead}>
          With an account you can save articles to read later, get a “For you” list of articles picked for your interests, and follow the topics you care about. We never share your interests or your email address with anyone.
        </p>
        <SignInChoices className={styles.signIn} options={{ returnUrl: '/account', authPrompt: 'account' }} />
      </div>
    );
  }

  if (view.kind === 'failed') {
    return (
      <LoadFailed
        what="Your account"
        message={view.message}
        onRetry={() => {
          setView({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  const { data } = view;
  const here = data.sites.find((s) => s.site === site) ?? { site, ...emptySite };
  return (
    <div>
      <ProfileSection profile={data.profile} signInMethods={data.signInMethods} onSignedOut={signedOut} />
      <InterestsSection site={site} interests={here.interests} />
      <SavedSection saved={here.savedArticles} />
      <FollowsSection site={site} initial={here.followedTopics} />
      <NewslettersSection subscriptions={data.newsletterSubscriptions} />
      <PrivacySection records={data.consentRecords} />
      <SessionsSection site={site} initial={data.sessions} onSignedOut={signedOut} />
      <DataSection onDeleted={deleted} />
    </div>
  );
}
