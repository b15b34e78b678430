'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { saveQuizInterests } from '@/features/accounts/client/interest-answers';
import { track } from '@/features/analytics/track';
import { trackForm } from '@/features/analytics/typed-events';
import { quizTopics, type QuizTopic } from '@/features/interests/topics';
import { interestConfirmation, interestSubmitLabel } from './constants';
import { quizFormPayload } from './events';
import styles from './Quiz.module.css';

export interface InterestQuizProps {
  idPrefix: string;
  /** id of the heading that names the topic list. */
  labelledBy: string;
  formId?: string;
  formName?: string;
}

/**
 * The interest quiz (spec, article blocks 5 and 9): the four topics as checkboxes. Submitting
 * records the interest event only when at least one topic is chosen; the confirmation
 * "Thanks for signing up!" appears either way.
 */
export function InterestQuiz({ idPrefix, labelledBy, formId, formName }: InterestQuizProps) {
  const [chosen, setChosen] = useState<QuizTopic[]>([]);
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const identity = { location: 'quiz' as const, formId, formName };

  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);

  function toggle(topic: QuizTopic, on: boolean) {
    setChosen((prev) => (on ? [...prev.filter((t) => t !== topic), topic] : prev.filter((t) => t !== topic)));
    if (!started.current) {
      started.current = true;
      trackForm('Started', quizFormPayload(identity, 1));
    }
    trackForm('Field Selected', quizFormPayload(identity, 1));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (done) return;
    trackForm('Submitted', quizFormPayload(identity));
    // Spec: the interest event is recorded only if at least one interest is chosen.
    if (chosen.length > 0) {
      const interests = quizTopics.filter((t) => chosen.includes(t));
      track('Interests Submitted', { location: 'quiz', formId: formId || undefined, formName: formName || undefined, interests });
      // A member's answer joins their interests profile (our own service; no third party).
      saveQuizInterests(interests).catch(() => undefined);
    }
    setDone(true);
  }

  if (done) {
    return (
      <p ref={confirmation} tabIndex={-1} className={styles.confirmation} role="status">
        {interestConfirmation}
      </p>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset} aria-labelledby={labelledBy}>
        <div className={styles.answers}>
          {quizTopics.map((topic) => (
            <label key={topic} className={styles.answer}>
              <input
                type="checkbox"
                name={`${idPrefix}-topics`}
                value={topic}
                checked={chosen.includes(topic)}
                onChange={(e) => toggle(topic, e.currentTarget.checked)}
              />
              <span>{topic}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {interestSubmitLabel}
        </button>
      </div>
    </form>
  );
}
