import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import buttons from '@/components/Buttons.module.css';
import { useBodyEditor } from './editor-context';
import type { ReviewComment } from './types';
import styles from './Comments.module.css';

/** Review comments on one block (`block` its path) or, with `block` null, on the whole document. */
export function BlockComments({ block, label, writing, onDoneWriting }: { block: string | null; label: string; writing: boolean; onDoneWriting: () => void }) {
  const editor = useBodyEditor();
  const mine = editor.comments.filter((c) => c.block === block);
  const open = mine.filter((c) => !c.resolvedAt);
  const resolved = mine.filter((c) => c.resolvedAt);
  if (!mine.length && !writing) return null;
  return (
    <div className={styles.comments}>
      {open.length ? (
        <ul className={styles.list} aria-label={`Comments on ${label}`}>
          {open.map((c) => (
            <Comment key={c.id} comment={c} onResolve={editor.canComment && c.kind === 'comment' ? () => editor.resolve(c.id) : undefined} />
          ))}
        </ul>
      ) : null}
      {resolved.length ? (
        <details className={styles.resolved}>
          <summary>
            {resolved.length} resolved {resolved.length === 1 ? 'comment' : 'comments'}
          </summary>
          <ul className={styles.list}>
            {resolved.map((c) => (
              <Comment key={c.id} comment={c} />
            ))}
          </ul>
        </details>
      ) : null}
      {writing ? <CommentForm block={block} label={label} onDone={onDoneWriting} /> : null}
    </div>
  );
}

function Comment({ comment, onResolve }: { comment: ReviewComment; onResolve?: () => void }) {
  const kind = comment.kind === 'returned' ? 'Returned for changes' : comment.kind === 'approved' ? 'Approved' : null;
  return (
    <li className={`${styles.comment} ${comment.kind !== 'comment' ? styles.decision : ''}`}>
      <p className={styles.meta}>
        {kind ? <strong>{kind}: </strong> : null}
        {comment.authorLabel}, <time dateTime={comment.createdAt}>{new Date(comment.createdAt).toLocaleString()}</time> (revision {comment.revision})
      </p>
      <p className={styles.body}>{comment.body}</p>
      {onResolve ? (
        <button type="button" className={styles.resolve} onClick={onResolve}>
          Resolve <span className="visually-hidden">the comment by {comment.authorLabel}</span>
        </button>
      ) : null}
    </li>
  );
}

function CommentForm({ block, label, onDone }: { block: string | null; label: string; onDone: () => void }) {
  const editor = useBodyEditor();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError('Write something first.');
    setBusy(true);
    const refused = await editor.comment(block, text.trim());
    setBusy(false);
    if (refused) setError(refused);
    else {
      setText('');
      onDone();
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`}>Comment on {label}</label>
      <textarea
        ref={field}
        id={`${id}-text`}
        rows={3}
        maxLength={2000}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.formButtons}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          Add comment
        </button>
        <button type="button" className={buttons.secondary} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
