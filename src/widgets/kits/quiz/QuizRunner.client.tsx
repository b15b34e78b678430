'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { trackForm } from '@/features/analytics/typed-events';
import { getResultsLabel } from './constants';
import { quizFormPayload, type QuizLocation } from './events';
import type { QuizResponse, ScoredQuiz } from './schema';
import { bandScale, questionText, scoreQuiz, unansweredPositions, type BandResult, type QuizOutcome } from './score';
import styles from './Quiz.module.css';

export interface QuizRunnerProps {
  location: QuizLocation;
  /** Unique per widget on the page; prefixes every id. */
  idPrefix: string;
  /** all: every question on the page (quiz, assessment inline-full). paged: one at a time with Back and Next (assessment normal). */
  layout: 'all' | 'paged';
  quiz: ScoredQuiz;
  formId?: string;
  formName?: string;
  /** Each band's text, rendered on the server from sanitized HTML, keyed "summary:<index>" or "<category>:<index>". */
  bandTexts: Record<string, ReactNode>;
  /** Crisis resources, shown with a result in the highest band or after a flagged question scored (mental-health site only; null elsewhere). */
  crisis?: ReactNode;
}

export const resultsHeading = 'Your results';

function listPositions(positions: number[]): string {
  const words = positions.map((p) => `question ${p}`);
  if (words.length === 1) return words[0]!;
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The message shown when "Get Results" is pressed with questions unanswered. */
export function missingAnswersMessage(positions: number[]): string {
  return `Please answer ${listPositions(positions)} to see your results.`;
}

/**
 * A scored quiz (spec, article blocks 4): it starts with no score and results hidden; picking an
 * answer replaces any earlier choice for that question (radio buttons); "Get Results" computes the
 * score, shows the results and disappears; then the answers are locked. There is no reset.
 * Everything is computed here, in the reader's browser; events carry no answer or score.
 */
export function QuizRunner({ location, idPrefix, layout, quiz, formId, formName, bandTexts, crisis }: QuizRunnerProps) {
  const count = quiz.questions.length;
  const paged = layout === 'paged';
  const [choices, setChoices] = useState<(number | undefined)[]>(() => Array<number | undefined>(count).fill(undefined));
  const [current, setCurrent] = useState(0);
  const [missing, setMissing] = useState<number[]>([]);
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  const started = useRef(false);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const questionRefs = useRef<(HTMLFieldSetElement | null)[]>([]);
  const focusQuestion = useRef<number | null>(null);
  const identity = { location, formId, formName };
  const locked = outcome !== null;

  useEffect(() => {
    if (outcome) resultsHeadingRef.current?.focus();
  }, [outcome]);

  useEffect(() => {
    if (focusQuestion.current === null) return;
    questionRefs.current[focusQuestion.current]?.focus();
    focusQuestion.current = null;
  });

  function choose(question: number, answer: number) {
    if (locked) return;
    setChoices((prev) => prev.map((c, i) => (i === question ? answer : c)));
    if (missing.includes(question + 1)) {
      const left = missing.filter((p) => p !== question + 1);
      setMissing(left);
      setMessage(left.length ? missingAnswersMessage(left) : '');
    }
    if (!started.current) {
      started.current = true;
      trackForm('Started', quizFormPayload(identity, question + 1));
    }
    trackForm('Field Selected', quizFormPayload(identity, question + 1));
  }

  function move(to: number) {
    if (to < 0 || to >= count) return;
    if (to > current && choices[current] === undefined) {
      setMissing([current + 1]);
      setMessage(`Please choose an answer to question ${current + 1} to continue.`);
      return;
    }
    setMissing([]);
    setMessage('');
    trackForm(to > current ? 'Continued' : 'Backed', quizFormPayload(identity, to + 1));
    focusQuestion.current = to;
    setCurrent(to);
  }

  function getResults(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    const unanswered = unansweredPositions(quiz, choices);
    if (unanswered.length) {
      setMissing(unanswered);
      setMessage(missingAnswersMessage(unanswered));
      const first = unanswered[0]! - 1;
      if (paged) setCurrent(first);
      focusQuestion.current = first;
      return;
    }
    setMissing([]);
    setMessage('');
    trackForm('Submitted', quizFormPayload(identity));
    setOutcome(scoreQuiz(quiz, choices));
  }

  const showTotal = quiz.scoreType === 'simple' || quiz.results.summary !== undefined;
  const lastQuestion = !paged || current === count - 1;

  return (
    <div className={styles.runner} data-layout={layout} data-locked={locked || undefined}>
      <form className={styles.form} noValidate onSubmit={getResults}>
        {quiz.questions.map((question, q) => {
          const isMissing = missing.includes(q + 1);
          const noteId = `${idPrefix}-q${q + 1}-note`;
          return (
            <div key={q} className={styles.question} data-current={!paged || q === current ? '' : undefined}>
              {question.sectionTitle && <h3 className={styles.section}>{question.sectionTitle}</h3>}
              <fieldset
                id={`${idPrefix}-q${q + 1}`}
                className={styles.fieldset}
                ref={(el) => {
                  questionRefs.current[q] = el;
                }}
                tabIndex={-1}
                aria-describedby={isMissing ? noteId : undefined}
                data-missing={isMissing || undefined}
              >
                <legend className={styles.legend}>
                  <span className={styles.position}>
                    Question {q + 1} of {count}
                  </span>
                  <span className={styles.questionText}>{questionText(question)}</span>
                </legend>
                {isMissing && (
                  <p id={noteId} className={styles.note}>
                    This question needs an answer.
                  </p>
                )}
                <div className={styles.answers}>
                  {quiz.answers.map((answer, a) => (
                    <label key={a} className={styles.answer}>
                      <input
                        type="radio"
                        name={`${idPrefix}-q${q + 1}`}
                        value={a}
                        checked={choices[q] === a}
                        disabled={locked}
                        onChange={() => choose(q, a)}
                      />
                      <span>{answer.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
          );
        })}
        <div id={`${idPrefix}-message`} className={styles.message} role="alert">
          {message}
        </div>
        {!locked && (
          <div className={styles.actions}>
            {paged && current > 0 && (
              <button type="button" className={styles.secondary} data-paged-nav onClick={() => move(current - 1)}>
                Back
              </button>
            )}
            {paged && !lastQuestion && (
              <button type="button" className={styles.primary} data-paged-nav onClick={() => move(current + 1)}>
                Next
              </button>
            )}
            {lastQuestion && (
              <button type="submit" className={styles.primary}>
                {getResultsLabel}
              </button>
            )}
          </div>
        )}
      </form>
      {outcome && (
        <section className={styles.results} aria-labelledby={`${idPrefix}-results`}>
          <h3 id={`${idPrefix}-results`} ref={resultsHeadingRef} tabIndex={-1} className={styles.resultsHeading}>
            {resultsHeading}
          </h3>
          {showTotal && <Result result={outcome.total} textKey="summary" responses={quiz.results.summary?.responses ?? []} bandTexts={bandTexts} />}
          {outcome.categories.map((category) => (
            <Result
              key={category.key}
              heading={category.title || category.key}
              result={category}
              textKey={category.key}
              responses={quiz.results.scores?.[category.key]?.responses ?? []}
              bandTexts={bandTexts}
            />
          ))}
          {outcome.showCrisis && crisis}
        </section>
      )}
      <p className="visually-hidden" aria-live="polite">
        {outcome ? `${resultsHeading}. ${showTotal ? outcome.total.scoreText : outcome.categories.map((c) => `${c.title || c.key}: ${c.scoreText}`).join('. ')}` : ''}
      </p>
    </div>
  );
}

function Result({
  heading,
  result,
  textKey,
  responses,
  bandTexts,
}: {
  heading?: string;
  result: BandResult;
  textKey: string;
  responses: readonly QuizResponse[];
  bandTexts: Record<string, ReactNode>;
}) {
  const scale = bandScale(responses);
  const band = result.band;
  return (
    <div className={styles.result} data-band={band?.rangeLabel}>
      {heading && <h4 className={styles.resultHeading}>{heading}</h4>}
      {!heading && result.title && <p className={styles.resultTitle}>{result.title}</p>}
      <p className={styles.score}>{result.scoreText}</p>
      {band && (
        <div className={styles.band}>
          <p className={styles.bandTitle}>
            {band.response.title} <span className={styles.range}>(score {band.rangeLabel})</span>
          </p>
          {bandTexts[`${textKey}:${band.index}`]}
        </div>
      )}
      {scale.length > 1 && (
        <details className={styles.scale}>
          <summary>How scores are grouped</summary>
          <ul>
            {scale.map((b) => (
              <li key={b.index} aria-current={band?.index === b.index ? 'true' : undefined}>
                <span className={styles.range}>{b.rangeLabel}</span>: {b.title}
                {band?.index === b.index && <span className={styles.yours}> (your score)</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
