'use client';

import { useId, useState, type FormEvent } from 'react';
import { saveQuizInterests } from '@/features/accounts/client/interest-answers';
import { forcesNewerQuiz } from '@/features/drivers/quiz-implementation';
import { track } from '@/features/analytics/track';
import { quizTopics } from '@/features/interests/topics';
import type { ResponseDriver } from '../../api-schema';
import { ChoiceFieldset, ConfirmStep, DriverCopy, DriverStep, FeedbackStep, repeatsQuestion, toggledChoices } from '../parts';
import { trackDriverAction, trackDriverConversion, trackDriverForm, type DriverCard } from '../track';
import { defaultConfirmation, defaultCta, type DriverComponentProps } from '../types';
import styles from '../Driver.module.css';

type Quiz = NonNullable<ResponseDriver['quiz']>;

/**
 * Choice values that answer a coupon-eligibility question: "eligible"/"yes" (or starting with
 * "eligible-") means the reader can use the savings offer; "not-eligible", "ineligible" and "no"
 * (or starting with those) mean they cannot. A campaign words its question so that these fit.
 */
export function isEligibleChoice(value: string): boolean {
  if (/^(not-eligible|ineligible|no)(-|$)/.test(value)) return false;
  return /^(eligible|yes)(-|$)/.test(value);
}

export const notEligibleHeadline = 'This savings offer may not be available to you';
export const notEligibleBody =
  'Thank you for answering. Your pharmacist or doctor can tell you about other ways to lower the cost of your prescription, such as a generic version or a different pharmacy.';
export const eligibleHeadline = 'Good news: you may be able to save on your prescription';

type Step = 'intro' | 'question' | 'result' | 'feedback' | 'confirm';

/**
 * Quiz driver (spec article blocks 3: quizType couponEligibility, fullWidthQuizFlow; savings 2.4
 * interest survey): one question, then the result, the feedback step and the confirmation. The
 * answers stay in the browser: only that the quiz was submitted is recorded (and the chosen
 * topics of an interests quiz, as `Interests Submitted`, when at least one was chosen).
 */
export function QuizDriver({ driver, placement, contentIndex, onDone }: DriverComponentProps) {
  const quiz = driver.quiz;
  if (!quiz) return null;
  return <QuizFlow card={{ driver, placement, contentIndex }} quiz={quiz} onDone={onDone} />;
}

function QuizFlow({ card, quiz, onDone }: { card: DriverCard; quiz: Quiz; onDone: () => void }) {
  const { driver } = card;
  const id = useId();
  // Spec article blocks 2: the /test/marketplace-drivers/most-felib and …/newsletter-felib paths force the newer (full-width) quiz.
  const fullWidth = quiz.quizType === 'fullWidthQuizFlow' || (typeof window !== 'undefined' && forcesNewerQuiz(window.location.pathname));
  const interests = quiz.quizType === 'interests';
  const [step, setStep] = useState<Step>(fullWidth ? 'intro' : 'question');
  const [chosen, setChosen] = useState<string[]>([]);
  const title = driver.headline ?? driver.campaignName;

  function finish(next: Step) {
    setStep(next);
    if (next === 'confirm' || (next === 'result' && !driver.feedbackStep)) onDone();
  }

  function toggle(value: string, on: boolean) {
    setChosen((prev) => toggledChoices(prev, value, on, interests));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step !== 'question' || (!interests && !chosen.length)) return;
    // The answer completes the quiz: a conversion of the card (Form Submitted, actionOutcome quiz_completion).
    trackDriverConversion(card, 'quizCompletions', { stepNumber: fullWidth ? 2 : 1 });
    trackDriverAction(card, 'submit');
    if (interests) {
      // Spec article blocks 5: the interest event is recorded only if at least one interest is chosen.
      const labels = quiz.choices.filter((c) => chosen.includes(c.value)).map((c) => c.label);
      const topics = quizTopics.filter((t) => labels.includes(t));
      if (topics.length) {
        track('Interests Submitted', { location: driver.articlePlacement, formId: driver._uuid, formName: driver.campaignName, interests: topics });
        // A member's answer joins their interests profile (our own service; no third party).
        saveQuizInterests(topics).catch(() => undefined);
      }
      finish(driver.feedbackStep ? 'feedback' : 'confirm');
      return;
    }
    if (quiz.quizType === 'couponEligibility') {
      finish('result');
      return;
    }
    finish(driver.feedbackStep ? 'feedback' : 'confirm');
  }

  const frame = `${styles.card} ${fullWidth ? styles.fullWidth : ''}`;
  const stepLabel = fullWidth ? (n: number) => <p className={styles.progress}>Step {n} of 2</p> : () => null;

  if (step === 'intro') {
    return (
      <div role="group" className={frame} aria-label={title} data-quiz-type={quiz.quizType} data-quiz-step="intro">
        <div className={styles.text}>
          {stepLabel(1)}
          <DriverCopy driver={driver} headingFallback={title} />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.cta}
              onClick={() => {
                trackDriverForm(card, 'Started', { stepNumber: 1 });
                setStep('question');
              }}
            >
              {driver.callToAction ?? defaultCta.getStarted}
            </button>
          </div>
        </div>
      </div>
    );
  }

  if (step === 'result') {
    const eligible = chosen.some(isEligibleChoice);
    const feedback = driver.feedbackStep;
    return (
      <div role="group" className={frame} aria-label={title} data-quiz-type={quiz.quizType} data-quiz-step="result" data-eligible={eligible}>
        <div className={styles.text}>
          {eligible ? (
            <DriverStep
              actionPosition="result"
              headline={feedback?.headline ?? eligibleHeadline}
              bodyCopy={feedback?.bodyCopy}
              action={
                driver.callToActionURL
                  ? { text: feedback?.callToAction ?? driver.callToAction ?? defaultCta.getStarted, href: driver.callToActionURL, sameTab: driver.openCallToActionUrlOnSameTab ?? true }
                  : null
              }
            />
          ) : (
            <DriverStep headline={notEligibleHeadline} bodyCopy={notEligibleBody} />
          )}
        </div>
      </div>
    );
  }

  if (step === 'feedback' && driver.feedbackStep) {
    const feedback = driver.feedbackStep;
    return (
      <div role="group" className={frame} aria-label={title} data-quiz-type={quiz.quizType} data-quiz-step="feedback">
        <div className={styles.text}>
          <FeedbackStep feedback={feedback} onContinue={() => finish('confirm')} />
        </div>
      </div>
    );
  }

  if (step === 'confirm') {
    return (
      <div role="group" className={frame} aria-label={title} data-quiz-type={quiz.quizType} data-quiz-step="confirm">
        <div className={styles.text}>
          <ConfirmStep confirm={driver.confirm} headline={defaultConfirmation} />
        </div>
      </div>
    );
  }

  const questionId = `${id}-question`;
  // The short flow shows the headline above the question: one that repeats the question asks it once.
  const asked = !fullWidth && repeatsQuestion(driver.headline, quiz.question);
  return (
    <div role="group" className={frame} aria-label={title} data-quiz-type={quiz.quizType} data-quiz-step="question">
      <div className={styles.text}>
        {stepLabel(2)}
        {!fullWidth && <DriverCopy driver={driver} headlineId={asked ? questionId : undefined} />}
        <form className={styles.form} noValidate onSubmit={submit}>
          <ChoiceFieldset
            name={`${id}-choice`}
            questionId={questionId}
            question={quiz.question}
            choices={quiz.choices}
            chosen={chosen}
            multiple={interests}
            focusQuestion={fullWidth}
            questionShown={!asked}
            onToggle={toggle}
          />
          <div className={styles.actions}>
            {fullWidth && (
              <button
                type="button"
                className={styles.secondary}
                data-cta-position="secondary"
                onClick={() => {
                  trackDriverForm(card, 'Backed', { stepNumber: 2 });
                  setStep('intro');
                }}
              >
                Back
              </button>
            )}
            <button type="submit" className={styles.cta} disabled={!interests && !chosen.length}>
              {fullWidth ? 'Next' : interests ? defaultCta.submit : (driver.callToAction ?? defaultCta.submit)}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

