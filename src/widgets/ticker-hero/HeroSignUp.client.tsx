'use client';

import { useEffect, useRef } from 'react';
import NewsletterFields from '@/features/newsletter/components/NewsletterFields.client';
import type { NewsletterClientConfig } from '@/features/newsletter/config';
import { interestConfirmation, interestQuizTitle } from '@/widgets/kits/quiz/constants';
import { InterestQuiz } from '@/widgets/kits/quiz/leaves';
import type { QuizImplementation } from '@/features/drivers/quiz-implementation';
import styles from './TickerHero.module.css';

interface Props {
  config: NewsletterClientConfig;
  /** The hero's id prefix, unique on the page. */
  idPrefix: string;
  /** The sign-up button's text. */
  submitLabel: string;
  /** The questionnaire component is active: the interest quiz follows a successful sign-up. */
  questionnaire: boolean;
  /** Which quiz implementation shows the questionnaire (the test paths force the full-width one). */
  quizImplementation: QuizImplementation;
}

/** Puts focus on the element once it mounts, so keyboard and screen reader users land on the new step. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

const inboxNote = 'Please check your inbox and select the link in our email to confirm your subscription.';

function Confirmation() {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.confirmation} data-hero-step="confirmation">
      <p className={styles.confirmationTitle}>{interestConfirmation}</p>
      <p>{inboxNote}</p>
    </div>
  );
}

function QuizStep({ idPrefix, quizImplementation }: Pick<Props, 'idPrefix' | 'quizImplementation'>) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  const titleId = `${idPrefix}-quiz-title`;
  const fullWidth = quizImplementation === 'fullWidthQuizFlow';
  return (
    <div className={styles.quizStep} data-hero-step="quiz" data-quiz-implementation={quizImplementation}>
      {fullWidth && <p className={styles.progress}>Step 2 of 2: your interests</p>}
      <h3 ref={ref} id={titleId} tabIndex={-1} className={styles.quizTitle}>
        {interestQuizTitle}
      </h3>
      <p className={styles.quizIntro}>You are signed up. We have emailed you a link to confirm your subscription. Choose the topics you would like to hear about.</p>
      <InterestQuiz idPrefix={`${idPrefix}-quiz`} labelledBy={titleId} formId={`${idPrefix}-interests`} formName={interestQuizTitle} />
    </div>
  );
}

/**
 * The newsletter quiz hero flow (spec article blocks 4): the sign-up form (the site's one
 * newsletter form), then, when the questionnaire is active, the interest quiz, whose own
 * confirmation "Thanks for signing up!" ends it; without the questionnaire the confirmation follows
 * the sign-up directly.
 */
export function HeroSignUp({ config, idPrefix, submitLabel, questionnaire, quizImplementation }: Props) {
  const after = questionnaire ? <QuizStep idPrefix={idPrefix} quizImplementation={quizImplementation} /> : <Confirmation />;
  return (
    <div className={styles.signUp} data-hero-step-root="">
      <NewsletterFields config={config} location="ticker-hero" submitLabel={submitLabel} successContent={after} />
    </div>
  );
}
