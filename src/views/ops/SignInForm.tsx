import buttons from '@/components/Buttons.module.css';
import styles from './SignInForm.module.css';

/** The operator sign-in (OPERATOR_TOKEN set): a plain POST form, so it works without JavaScript. */
export function SignInForm({ page, message }: { page: string; message?: string }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Operator dashboard</h1>
        <p className={styles.intro}>Sign in with the operator token to see traffic, Core Web Vitals and ad-block figures.</p>
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
            Sign in
          </button>
        </form>
      </div>
    </main>
  );
}
