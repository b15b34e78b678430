import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import buttons from '@/components/Buttons.module.css';
import dialogStyles from '@/components/ModalDialog.module.css';
import { accountApi, deletePhrase } from './account-api';
import styles from './AccountPage.module.css';

interface Props {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Where focus goes back to when the dialog closes without deleting. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  onDeleted: () => void;
}

/**
 * The account deletion, in a native modal dialog (showModal: the browser keeps focus inside and
 * Escape closes it). The delete button is enabled only once the reader has typed the phrase.
 */
export function DeleteAccountDialog({ dialogRef, returnFocusRef, onDeleted }: Props) {
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const deleted = useRef(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = typed.trim().toLowerCase() === deletePhrase;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || pending) return;
    setPending(true);
    setError(null);
    const result = await accountApi.deleteAccount();
    setPending(false);
    if (!result.ok) {
      setError(`Your account could not be deleted: ${result.message}`);
      return;
    }
    deleted.current = true;
    dialogRef.current?.close();
    onDeleted();
  }

  function onClosed() {
    setTyped('');
    setError(null);
    if (!deleted.current) returnFocusRef.current?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      className={dialogStyles.dialog}
      aria-labelledby={titleId}
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === dialogRef.current && !pending) dialogRef.current.close();
      }}
    >
      <form className={dialogStyles.panel} onSubmit={onSubmit}>
        <h2 id={titleId} className={dialogStyles.title}>
          Delete your account?
        </h2>
        <p>This deletes, on every Wellread site, and cannot be undone:</p>
        <ul>
          <li>your profile, email address and sign-in methods</li>
          <li>your interests, saved articles and followed topics</li>
          <li>your newsletter subscriptions</li>
          <li>every session: you are signed out everywhere</li>
        </ul>
        <p>We keep your privacy choices, without any link to you, as proof of the choice that was made.</p>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={inputId}>
            To confirm, type “{deletePhrase}”
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={error ? hintId : undefined}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <p id={hintId} role="alert" className={styles.status} data-kind="error">
          {error}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={`${buttons.primary} ${styles.destructive}`} disabled={!confirmed} aria-disabled={pending || undefined}>
            {pending ? 'Deleting…' : 'Delete my account'}
          </button>
          <button type="button" className={buttons.secondary} onClick={() => dialogRef.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
