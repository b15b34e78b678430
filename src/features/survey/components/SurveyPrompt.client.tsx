'use client';

import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { scoreLabels, surveyCommentMaxLength, surveyQuestion, surveyScores } from '../rules';
import styles from './SurveyPrompt.module.css';
import buttons from '@/components/Buttons.module.css';

type Status = 'asking' | 'sending' | 'thanks' | 'failed';

/** The survey itself: a small prompt at the end of the article, in the page (it takes no focus), closed with its button or Escape. */
export default function SurveyPrompt({ path, onDone }: { path: string; onDone: () => void }) {
  const titleId = useId();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('asking');
  const [missingScore, setMissingScore] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (score === null) {
      setMissingScore(true);
      return;
    }
    setStatus('sending');
    try {
      const response = await fetch('/api/survey', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path, score, ...(comment.trim() ? { comment: comment.trim() } : {}) }),
        credentials: 'same-origin',
      });
      setStatus(response.ok ? 'thanks' : 'failed');
    } catch {
      setStatus('failed');
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone();
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId} onKeyDown={onKeyDown} data-survey="">
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          Quick question
        </h2>
        <button type="button" className={buttons.close} onClick={onDone}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close the survey</span>
        </button>
      </div>
      {status === 'thanks' ? (
        <p role="status">Thank you for your feedback.</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset className={styles.scores} aria-describedby={missingScore ? `${titleId}-error` : undefined}>
            <legend className={styles.question}>{surveyQuestion}</legend>
            {surveyScores.map((value) => (
              <label key={value} className={styles.score}>
                <input
                  type="radio"
                  name="score"
                  value={value}
                  checked={score === value}
                  onChange={() => {
                    setScore(value);
                    setMissingScore(false);
                  }}
                />
                <span>
                  {value} <span className={styles.scoreLabel}>{scoreLabels[value]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {missingScore && (
            <p id={`${titleId}-error`} className={styles.error} role="alert">
              Please choose a score from 1 to 5.
            </p>
          )}
          <label className={styles.commentLabel} htmlFor={`${titleId}-comment`}>
            Anything to add? (optional, up to {surveyCommentMaxLength} characters)
          </label>
          <textarea
            id={`${titleId}-comment`}
            name="comment"
            className={styles.comment}
            rows={2}
            maxLength={surveyCommentMaxLength}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <p className={styles.note}>Please do not include personal or health details.</p>
          {status === 'failed' && (
            <p className={styles.error} role="alert">
              Your answer could not be sent. Please try again.
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={status === 'sending'}>
              Send
            </button>
            <button type="button" className={buttons.secondary} onClick={onDone}>
              No thanks
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
