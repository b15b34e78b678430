import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import buttons from '@/components/Buttons.module.css';
import { api } from './api';
import type { DocumentAction, Reviewer } from './types';
import styles from './Editor.module.css';

/**
 * The forms of the actions that need more than a click. Their fields have ids `action-<name>`,
 * the names the API's issues use, so the error summary links to them.
 */
type Run = (action: DocumentAction, fields?: Record<string, unknown>) => Promise<boolean>;

function Panel({ title, onSubmit, submit, busy, onCancel, children }: { title: string; onSubmit: () => void; submit: string; busy: boolean; onCancel: () => void; children: ReactNode }) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.actionPanel} onSubmit={send} aria-label={title} noValidate>
      {children}
      <div className={styles.buttonRow}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {busy ? 'Working…' : submit}
        </button>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function SubmitPanel({ run, busy, onDone }: { run: Run; busy: boolean; onDone: () => void }) {
  const [reviewers, setReviewers] = useState<Reviewer[] | null>(null);
  const [error, setError] = useState('');
  const [reviewer, setReviewer] = useState('');
  useEffect(() => {
    let live = true;
    void api.reviewers().then((result) => {
      if (!live) return;
      if (result.ok) setReviewers(result.data.reviewers);
      else setError(`The list of reviewers could not be loaded (${result.refusal.message}); you can still send it to any reviewer.`);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Panel title="Submit for review" submit="Submit for review" busy={busy} onCancel={onDone} onSubmit={async () => (await run('submit', reviewer ? { reviewerEmail: reviewer } : {})) && onDone()}>
      <label htmlFor="action-reviewerEmail">Medical reviewer</label>
      <select id="action-reviewerEmail" value={reviewer} onChange={(e) => setReviewer(e.target.value)} aria-describedby={error ? 'action-reviewerEmail-note' : undefined}>
        <option value="">Any medical reviewer</option>
        {(reviewers ?? []).map((r) => (
          <option key={r.email} value={r.email}>
            {r.name} ({r.email})
          </option>
        ))}
      </select>
      {reviewers === null && !error ? <p className={styles.hint}>Loading reviewers…</p> : null}
      {error ? (
        <p id="action-reviewerEmail-note" className={styles.hint}>
          {error}
        </p>
      ) : null}
    </Panel>
  );
}

export function ApprovePanel({ run, busy, revision, onDone }: { run: Run; busy: boolean; revision: number; onDone: () => void }) {
  const [note, setNote] = useState('');
  return (
    <Panel title="Approve" submit={`Approve revision ${revision}`} busy={busy} onCancel={onDone} onSubmit={async () => (await run('approve', { revision, ...(note.trim() ? { note: note.trim() } : {}) })) && onDone()}>
      <p>You approve revision {revision}, the one on this screen. If it changed since you opened it, you will be asked to read the new one first.</p>
      <label htmlFor="action-note">Note (optional)</label>
      <textarea id="action-note" rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
    </Panel>
  );
}

export function ReturnPanel({ run, busy, onDone }: { run: Run; busy: boolean; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const send = async () => {
    if (!reason.trim()) return setError('Say what needs to change.');
    setError('');
    if (await run('return', { reason: reason.trim() })) onDone();
  };
  return (
    <Panel title="Return with a reason" submit="Return to the writer" busy={busy} onCancel={onDone} onSubmit={send}>
      <label htmlFor="action-reason">What needs to change</label>
      <textarea id="action-reason" rows={3} maxLength={2000} value={reason} aria-invalid={error ? true : undefined} aria-describedby={error ? 'action-reason-error' : undefined} onChange={(e) => setReason(e.target.value)} />
      {error ? (
        <p id="action-reason-error" className={styles.inlineError}>
          {error}
        </p>
      ) : null}
    </Panel>
  );
}

/** A datetime-local value (the browser's time zone) as an ISO instant, or undefined when empty. */
export const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);
const localValue = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function SchedulePanel({ run, busy, publishAt, unpublishAt, onDone }: { run: Run; busy: boolean; publishAt: string | null; unpublishAt: string | null; onDone: () => void }) {
  const [publish, setPublish] = useState(localValue(publishAt));
  const [unpublish, setUnpublish] = useState(localValue(unpublishAt));
  const [error, setError] = useState('');
  const scheduled = Boolean(publishAt || unpublishAt);
  const send = async () => {
    if (!publish && !unpublish && !scheduled) return setError('Give a date and time to publish, to unpublish, or both.');
    setError('');
    // What the form shows is the schedule: an emptied time is cleared (null).
    if (await run('schedule', { publishAt: publish ? instant(publish) : null, unpublishAt: unpublish ? instant(unpublish) : null })) onDone();
  };
  return (
    <Panel title="Schedule" submit={!publish && !unpublish && scheduled ? 'Clear the schedule' : 'Schedule'} busy={busy} onCancel={onDone} onSubmit={send}>
      <p className={styles.hint}>Times are in your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}). Empty both to clear the schedule.</p>
      <label htmlFor="action-publishAt">Publish at</label>
      <input id="action-publishAt" type="datetime-local" value={publish} onChange={(e) => setPublish(e.target.value)} aria-describedby={error ? 'action-schedule-error' : undefined} />
      <label htmlFor="action-unpublishAt">Unpublish at (optional)</label>
      <input id="action-unpublishAt" type="datetime-local" value={unpublish} onChange={(e) => setUnpublish(e.target.value)} />
      {error ? (
        <p id="action-schedule-error" className={styles.inlineError}>
          {error}
        </p>
      ) : null}
    </Panel>
  );
}
