'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { identify } from '@/features/analytics/typed-events';
import { hashEmail } from '@/features/newsletter/hash';
import { authEvent, rememberProvider } from '../client/auth';
import { loadMe } from '../client/me';
import { acceptOnboarding, onboardingState, skipOnboarding, type OnboardingState } from '../client/onboarding';
import { isAuthProvider, providerLabels } from '../providers';
import { safeReturnPath } from '../return-url';
import { readOutcome, type SignInOutcome } from '../sign-in-outcome';
import { OnboardingPanel, type OnboardingChoice } from './OnboardingPanel.client';
import { SignInChoices } from './SignInChoices.client';
import styles from './SigningYouIn.module.css';

type View =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'onboarding'; state: Extract<OnboardingState, { show: true }>; then: string | null }
  | { kind: 'signed-in' }
  | { kind: 'leaving' };

/** Where a successful sign-in goes: the daily-dose lesson (only on the configured daily-dose site), else a same-origin return path, else nowhere (spec 5). */
export function destinationOf(outcome: Extract<SignInOutcome, { outcome: 'success' }>, dailyDoseBase: string, origin: string): string | null {
  if (outcome.next.kind === 'daily-dose') {
    try {
      return dailyDoseBase && new URL(outcome.next.url).origin === new URL(dailyDoseBase).origin ? outcome.next.url : null;
    } catch {
      return null;
    }
  }
  if (outcome.next.kind === 'return') return safeReturnPath(outcome.next.path, origin);
  return null;
}

/**
 * /signing-you-in (spec 2): reads the outcome the callback put in the fragment, sends the auth
 * event, identifies the member (hashed email, only with consent: track() holds it until then),
 * shows the onboarding panel when it is due, then goes on to the destination, or stays here.
 */
export function SigningYouIn({ site, dailyDoseBase, newsletterName }: { site: string; dailyDoseBase: string; newsletterName: string }) {
  const [view, setView] = useState<View>({ kind: 'working' });
  const [busy, setBusy] = useState(false);
  const [panelError, setPanelError] = useState<string | null>(null);
  const started = useRef(false);

  const go = (destination: string | null) => {
    if (destination) {
      setView({ kind: 'leaving' });
      window.location.assign(destination);
    } else setView({ kind: 'signed-in' });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const outcome = readOutcome(window.location.hash);
      // The fragment is read once: a reload or a shared address does not replay it.
      window.history.replaceState(null, '', window.location.pathname);
      if (!outcome) {
        setView({ kind: 'failed', message: 'There is no sign-in to finish here. Please sign in again.' });
        return;
      }
      if (outcome.outcome === 'failure') {
        authEvent('login_failure', { provider: outcome.provider, correlationId: outcome.correlationId ?? undefined, code: outcome.code, message: outcome.message });
        setView({ kind: 'failed', message: outcome.message });
        return;
      }
      authEvent('login_success', { provider: outcome.provider, correlationId: outcome.correlationId, newUser: outcome.newUser });
      if (isAuthProvider(outcome.provider)) rememberProvider(outcome.provider);
      const destination = destinationOf(outcome, dailyDoseBase, window.location.origin);
      const me = await loadMe();
      if (me.authenticated && me.user.email) identify({ emailHash: await hashEmail(me.user.email), userId: me.user.rvoId });
      const state = await onboardingState(site);
      if (state.show) setView({ kind: 'onboarding', state, then: destination });
      else go(destination);
    })();
  }, [site, dailyDoseBase]);

  async function finish(action: () => Promise<void>, then: string | null) {
    setBusy(true);
    setPanelError(null);
    try {
      await action();
      go(then);
    } catch (error) {
      setPanelError(error instanceof Error ? error.message : 'That did not work. Please try again.');
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <h1>{view.kind === 'failed' ? 'We could not sign you in' : view.kind === 'onboarding' ? 'Welcome' : view.kind === 'signed-in' ? 'You are signed in' : 'Signing you in…'}</h1>
      <div role="status" className={styles.status}>
        {view.kind === 'working' && <p>One moment while we finish signing you in.</p>}
        {view.kind === 'leaving' && <p>Taking you back…</p>}
        {view.kind === 'failed' && <p>{view.message}</p>}
      </div>
      {view.kind === 'failed' && (
        <>
          <h2 className={styles.subheading}>Try again</h2>
          <SignInChoices options={{ returnUrl: '/', authPrompt: 'retry' }} />
        </>
      )}
      {view.kind === 'onboarding' && (
        <OnboardingPanel
          options={view.state.options}
          newsletterName={newsletterName}
          busy={busy}
          error={panelError}
          onAccept={(choice: OnboardingChoice) => void finish(() => acceptOnboarding(view.state, site, choice), view.then)}
          onSkip={() => void finish(() => skipOnboarding(view.state, site), view.then)}
        />
      )}
      {view.kind === 'signed-in' && (
        <ul className={styles.next}>
          <li>
            <Link href="/">Go to the homepage</Link>
          </li>
          <li>
            <Link href="/account">Your account</Link>
          </li>
        </ul>
      )}
      <p className={styles.note}>
        Sign-in is with {providerLabels.apple} or {providerLabels.google}; we receive your name and email from them and nothing else.
      </p>
    </div>
  );
}
