import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import buttons from '@/components/Buttons.module.css';
import { staffReturn } from '@/features/accounts/server/login-routes.server';
import { staffSignInOffered } from '@/features/ops/server/current-access.server';
import { currentStaff } from '@/features/staff/server/current-staff.server';
import styles from '@/views/newsroom/Newsroom.module.css';

export const metadata: Metadata = { title: 'Sign in' };

/** Why a sign-in came back without a session (the callback's code), in words. */
const failures: Record<string, string> = {
  access_denied: 'Sign-in was cancelled.',
  rate_limited: 'Too many sign-in attempts from your network. Please wait a few minutes.',
  provider_unavailable: 'The sign-in service cannot be reached just now. Please try again in a minute.',
};

/**
 * Staff sign in with the organisation's account (the staff identity provider; locally, the local
 * provider's test staff). Someone signed in but without a role sees that they need one from an admin.
 */
export default async function NewsroomSignIn({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = staffReturn(typeof params.next === 'string' ? params.next : null);
  if (await currentStaff()) redirect(next);
  const error = typeof params.error === 'string' ? (failures[params.error] ?? 'Sign-in did not finish. Please try again.') : null;
  const offered = staffSignInOffered();
  return (
    <div className={`${styles.card} ${styles.narrow}`}>
      <h1 className={styles.title}>Sign in to the newsroom</h1>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {offered ? (
        <>
          <p>Use your Wellread staff account. What you can do here depends on your roles: writer, medical reviewer, editor, marketer, operator or admin.</p>
          <p>
            <a className={buttons.primary} href={`/api/auth/login/staff?returnUrl=${encodeURIComponent(next)}`}>
              Sign in with your staff account
            </a>
          </p>
          <p className={styles.muted}>Signed in but sent back here? Your account has no newsroom role yet: ask an admin to give you one.</p>
        </>
      ) : (
        <p>Staff sign-in is not configured on this server (STAFF_OIDC_CLIENT_ID, or the local provider for development).</p>
      )}
    </div>
  );
}
