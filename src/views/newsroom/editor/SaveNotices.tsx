import { useState } from 'react';
import buttons from '@/components/Buttons.module.css';
import type { SaveStatus } from './autosave';
import type { LocalCopy } from './local-copy';
import styles from './Editor.module.css';

/** The save status line and the notices about unsaved work: a conflict, a copy kept in this browser. */

export const clock = (at: Date | string) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
const when = (at: string) => new Date(at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

export function saveStatusText(status: SaveStatus, readOnly: boolean): string {
  if (readOnly) return 'Read only: your roles do not allow editing this document.';
  switch (status.kind) {
    case 'saved':
      return status.at ? `Saved at ${clock(status.at)}` : 'No changes yet';
    case 'pending':
      return 'Changes not saved yet';
    case 'saving':
      return 'Saving…';
    case 'failed':
      return `Not saved: ${status.reason}`;
    case 'conflict':
      return `Not saved: ${status.refusal.author ?? 'someone else'} saved a newer version`;
  }
}

export function SaveStatusLine({ status, readOnly }: { status: SaveStatus; readOnly: boolean }) {
  const problem = status.kind === 'failed' || status.kind === 'conflict';
  return (
    <p role="status" className={`${styles.saveStatus} ${problem ? styles.saveProblem : ''}`}>
      {saveStatusText(status, readOnly)}
    </p>
  );
}

export function ConflictNotice({ status, onLoadTheirs, onKeepMine }: { status: Extract<SaveStatus, { kind: 'conflict' }>; onLoadTheirs: () => Promise<string | null>; onKeepMine: () => void }) {
  const [confirmKeep, setConfirmKeep] = useState(false);
  const [error, setError] = useState('');
  const { author, at, headRevision } = status.refusal;
  return (
    <section className={styles.conflict} aria-labelledby="conflict-title">
      <h2 id="conflict-title" className={styles.noticeTitle}>
        Someone else saved this document while you were editing
      </h2>
      <p>
        {author ?? 'Someone'} saved a newer version{headRevision ? ` (revision ${headRevision})` : ''}
        {at ? ` on ${when(at)}` : ''}. Your changes are still here, and kept in this browser, but they are not saved: nothing of theirs was overwritten.
      </p>
      <div className={styles.buttonRow}>
        <button type="button" className={buttons.primary} onClick={async () => setError((await onLoadTheirs()) ?? '')}>
          Load their version (your changes are kept below as a copy)
        </button>
        {!confirmKeep ? (
          <button type="button" className={buttons.secondary} onClick={() => setConfirmKeep(true)}>
            Save mine over theirs…
          </button>
        ) : (
          <button type="button" className={buttons.secondary} onClick={onKeepMine}>
            Yes, replace their version with mine
          </button>
        )}
      </div>
      {error ? <p className={styles.inlineError}>Their version could not be loaded: {error}</p> : null}
    </section>
  );
}

export function RestoreNotice({ copy, headRevision, onRestore, onDiscard }: { copy: LocalCopy; headRevision: number; onRestore: () => void; onDiscard: () => void }) {
  return (
    <section className={styles.notice} aria-labelledby="restore-title">
      <h2 id="restore-title" className={styles.noticeTitle}>
        Unsaved changes were found in this browser
      </h2>
      <p>
        Changes made on {when(copy.savedAt)} (on revision {copy.baseRevision}) never reached the server.
        {copy.baseRevision < headRevision ? ` The document has been saved since (revision ${headRevision}): restoring shows your copy, and saving it will ask what to do with theirs.` : ''}
      </p>
      <div className={styles.buttonRow}>
        <button type="button" className={buttons.primary} onClick={onRestore}>
          Restore my unsaved changes
        </button>
        <button type="button" className={buttons.secondary} onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </section>
  );
}

/** The person's own version after they loaded someone else's: to copy from, until dismissed. */
export function ConflictCopy({ copy, onDismiss }: { copy: LocalCopy; onDismiss: () => void }) {
  const [copied, setCopied] = useState('');
  const text = JSON.stringify(copy.document, null, 2);
  return (
    <section className={styles.notice} aria-labelledby="copy-title">
      <h2 id="copy-title" className={styles.noticeTitle}>
        Your changes from {when(copy.savedAt)}, as a copy
      </h2>
      <p>This is the version that was not saved. Copy what you need into the form, then dismiss it.</p>
      <textarea className={styles.copyText} aria-labelledby="copy-title" readOnly rows={10} value={text} />
      <div className={styles.buttonRow}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() =>
            navigator.clipboard?.writeText(text).then(
              () => setCopied('Copied to the clipboard.'),
              () => setCopied('The clipboard is not available: select the text and copy it.'),
            )
          }
        >
          Copy all
        </button>
        <button type="button" className={buttons.secondary} onClick={onDismiss}>
          Dismiss the copy
        </button>
      </div>
      <p role="status">{copied}</p>
    </section>
  );
}
