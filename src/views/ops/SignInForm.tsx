import buttons from '@/components/Buttons.module.css';
import styles from './SignInForm.module.css';

/**
 * The operator sign-in (decision 017): a staff account with the operator role, through the staff
 * identity provider; and, when OPERATOR_TOKEN is set, the break-glass token form (a plain POST, so
 * it works without JavaScript) for when that provider is down.
 */
export function SignInForm({ page, message, staffSignIn = true, tokenForm = true }: { page: string; message?: string; staffSignIn?: boolean; tokenForm?: boolean }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Operator dashboard</h1>
        <p className={styles.intro}>Sign in to see traffic, Core Web Vitals, errors and server health.</p>
        {staffSignIn && (
          <p>
            <a className={`${buttons.primary} ${styles.button}`} href={`/api/auth/login/staff?returnUrl=${encodeURIComponent(page)}`}>
              Sign in with your staff account
            </a>
          </p>
        )}
        {tokenForm && <TokenForm page={page} message={message} staffSignIn={staffSignIn} />}
      </div>
    </main>
  );
}

function TokenForm({ page, message, staffSignIn }: { page: string; message?: string; staffSignIn: boolean }) {
  return (
    <>
      {staffSignIn && <h2 className={styles.intro}>Break-glass sign-in</h2>}
      <form method="post" action="/ops/sign-in" className={styles.form}>
        <input type="hidden" name="next" value={page} />
        {message && (
          <p role="alert" className={styles.error} id="ops-token-error">
            {message}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor="ops-token" className={styles.label}>
            Operator token
          </label>
          <p id="ops-token-hint" className={styles.hint}>
            The value of OPERATOR_TOKEN on the server.
          </p>
          <input
            id="ops-token"
            className={styles.input}
            name="token"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={message ? 'ops-token-error ops-token-hint' : 'ops-token-hint'}
            aria-invalid={message ? true : undefined}
          />
        </div>
        <button type="submit" className={`${buttons.primary} ${styles.button}`}>
          {staffSignIn ? 'Sign in with the token' : 'Sign in'}
        </button>
      </form>
    </>
  );
}
