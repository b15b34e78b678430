'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { trackElement } from '@/features/analytics/typed-events';
import buttons from '@/components/Buttons.module.css';
import { isPreviewPath } from '@/lib/preview-path';
import { failureMessage, loadOwnVote, mayHaveStoredVote, sendVote } from '../client';
import { feedbackQuestion, feedbackReasonMaxLength, nextVote, voteLabels, type FeedbackVote } from '../rules';
import styles from './FeedbackControl.module.css';

/** The own vote is asked for once the control is within a viewport of the screen. */
const nearView = '100% 0px 100% 0px';
/** A newsroom preview is not a reader's page (decision 017): the control works there but records nothing. */
const inPreview = () => isPreviewPath(window.location.pathname);
const previewNote = 'This is a preview: feedback is not recorded.';

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 10v11H3V10zm2 11h8.2a2 2 0 0 0 2-1.6l1.3-6.6A2 2 0 0 0 18.5 10H14V5.6A2.6 2.6 0 0 0 11.4 3L9 10z" transform={down ? 'rotate(180 12 12)' : undefined} />
    </svg>
  );
}

/**
 * "Was this helpful?" at the end of an article (spec savings and engagement 2.4, 4.5): Helpful and
 * Not Helpful are toggle buttons; pressing the pressed one returns to none. The cached page renders
 * it the same for every reader, nothing pressed. A reader known by a signed anonymous id (analytics,
 * performance consent) gets their own vote once the control nears the screen; only its pressed
 * state changes, so nothing moves. After Not Helpful the reader may add a reason (optional).
 */
export function FeedbackControl({ path }: { path: string }) {
  const labelId = useId();
  const reasonId = useId();
  const [vote, setVote] = useState<FeedbackVote | null>(null);
  const [status, setStatus] = useState('');
  const [askReason, setAskReason] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [sending, setSending] = useState(false);
  const placeRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The vote shown (clicks come faster than renders), the vote the server last confirmed, and the
  // row it is in: a reader without an anonymous id changes only the row their page made.
  const shown = useRef<FeedbackVote | null>(null);
  const confirmed = useRef<FeedbackVote | null>(null);
  const voteId = useRef<string | null>(null);
  const touched = useRef(false);
  // One request at a time, in the order the reader acted, so the last click is the vote that stays.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const show = (next: FeedbackVote | null) => {
    shown.current = next;
    setVote(next);
  };

  useEffect(() => {
    const place = placeRef.current;
    if (!place || inPreview() || !mayHaveStoredVote()) return;
    let live = true;
    const load = () =>
      void loadOwnVote(path)
        .then((answer) => {
          if (!live || touched.current) return;
          voteId.current = answer.voteId;
          confirmed.current = answer.vote;
          show(answer.vote);
        })
        .catch(() => undefined);
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: nearView },
    );
    observer.observe(place);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [path]);

  function enqueue(send: () => Promise<void>) {
    queue.current = queue.current.then(send);
  }

  function press(pressed: FeedbackVote) {
    touched.current = true;
    const next = nextVote(shown.current, pressed);
    show(next);
    setAskReason(next === 'not-helpful');
    setReasonError('');
    setStatus('');
    if (inPreview()) {
      setStatus(previewNote);
      return;
    }
    trackElement('Clicked', { elementType: 'feedback', location: 'article-end', name: 'was-this-helpful', text: voteLabels[pressed], actionOutcome: next ?? 'none' });
    enqueue(async () => {
      try {
        const answer = await sendVote({ path, vote: next, ...(voteId.current ? { voteId: voteId.current } : {}) });
        voteId.current = answer.voteId;
        confirmed.current = answer.vote;
        if (shown.current === next) setStatus(next ? 'Thanks for your feedback.' : 'Your vote is taken back.');
      } catch (error) {
        if (shown.current === next) {
          show(confirmed.current);
          setAskReason(false);
        }
        setStatus(failureMessage(error));
      }
    });
  }

  function submitReason(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const text = reason.trim();
    if (!text) {
      setReasonError('Please write your comment first.');
      return;
    }
    if (inPreview()) {
      setAskReason(false);
      setStatus(previewNote);
      return;
    }
    setSending(true);
    setReasonError('');
    enqueue(async () => {
      try {
        const answer = await sendVote({ path, vote: 'not-helpful', reason: text, ...(voteId.current ? { voteId: voteId.current } : {}) });
        voteId.current = answer.voteId;
        confirmed.current = answer.vote;
        setAskReason(false);
        setReason('');
        setStatus('Thank you. Your comment was sent.');
        // The form goes; the reader's place goes to the message that replaces it.
        statusRef.current?.focus();
      } catch (error) {
        setReasonError(failureMessage(error));
      } finally {
        setSending(false);
      }
    });
  }

  return (
    <div ref={placeRef} className={styles.feedback} data-feedback="">
      <div role="group" aria-labelledby={labelId} className={styles.choices}>
        <p id={labelId} className={styles.question}>
          {feedbackQuestion}
        </p>
        {(['helpful', 'not-helpful'] as const).map((choice) => (
          <button key={choice} type="button" className={styles.choice} aria-pressed={vote === choice} data-vote={choice} onClick={() => press(choice)}>
            <Thumb down={choice === 'not-helpful'} />
            {voteLabels[choice]}
          </button>
        ))}
      </div>
      <p ref={statusRef} role="status" tabIndex={-1} className={styles.status}>
        {status}
      </p>
      {askReason && vote === 'not-helpful' && (
        <form className={styles.reason} onSubmit={submitReason} noValidate>
          <label htmlFor={reasonId} className={styles.reasonLabel}>
            What was missing or unclear? (optional)
          </label>
          <textarea
            id={reasonId}
            name="reason"
            className={styles.reasonText}
            rows={3}
            maxLength={feedbackReasonMaxLength}
            value={reason}
            aria-describedby={`${reasonId}-note${reasonError ? ` ${reasonId}-error` : ''}`}
            aria-invalid={reasonError ? true : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${reasonId}-note`} className={styles.note}>
            Up to {feedbackReasonMaxLength} characters. Please do not include personal or health details.
          </p>
          {reasonError && (
            <p id={`${reasonId}-error`} className={styles.error} role="alert">
              {reasonError}
            </p>
          )}
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus it has. */}
          <button type="submit" className={buttons.secondary} aria-disabled={sending || undefined}>
            Send
          </button>
        </form>
      )}
    </div>
  );
}
