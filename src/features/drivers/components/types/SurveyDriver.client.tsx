'use client';

import { useId, useState, type FormEvent } from 'react';
import { saveSurveyInterests } from '@/features/accounts/client/interest-answers';
import { trackDriverAction, trackDriverForm } from '../track';
import { ChoiceFieldset, ConfirmStep, DriverCopy, FeedbackStep, repeatsQuestion, toggledChoices } from '../parts';
import { defaultCta, type DriverComponentProps } from '../types';
import styles from '../Driver.module.css';

type Step = 'question' | 'feedback' | 'confirm';

/**
 * Survey driver: one question with its choices (one, or several when `multiple`); SUBMIT stays
 * disabled until something is chosen. Submitting records `Form Submitted` (formName = the
 * campaign name, driverId = its _uuid, the chosen values in `text`: our own /v2/t only), then shows
 * the feedback step (when the campaign has one) and the confirmation.
 */
export function SurveyDriver({ driver, placement, contentIndex, onDone }: DriverComponentProps) {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [step, setStep] = useState<Step>('question');
  const survey = driver.survey;
  if (!survey) return null;
  const multiple = survey.multiple;

  function toggle(value: string, on: boolean) {
    setChosen((prev) => toggledChoices(prev, value, on, multiple));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen.length || step !== 'question' || !survey) return;
    const values = survey.choices.map((c) => c.value).filter((v) => chosen.includes(v));
    const card = { driver, placement, contentIndex };
    trackDriverForm(card, 'Submitted', { fieldName: 'survey', text: values.join(',') });
    // An interest survey (choices that are interest topics) saves a member's answer into their profile (our own service).
    saveSurveyInterests(values).catch(() => undefined);
    trackDriverAction(card, 'submit');
    if (driver.feedbackStep) setStep('feedback');
    else {
      setStep('confirm');
      onDone();
    }
  }

  const title = driver.headline ?? driver.campaignName;
  if (step === 'feedback' && driver.feedbackStep) {
    const feedback = driver.feedbackStep;
    return (
      <div role="group" className={styles.card} aria-label={title}>
        <div className={styles.text}>
          <FeedbackStep
            feedback={feedback}
            onContinue={() => {
              setStep('confirm');
              onDone();
            }}
          />
        </div>
      </div>
    );
  }
  if (step === 'confirm') {
    return (
      <div role="group" className={styles.card} aria-label={title}>
        <div className={styles.text}>
          <ConfirmStep confirm={driver.confirm} headline="Thank you for your answer" />
        </div>
      </div>
    );
  }

  const questionId = `${id}-question`;
  // A campaign whose headline is its question asks it once: the headline, which then names the choices.
  const asked = repeatsQuestion(driver.headline, survey.question);
  return (
    <div role="group" className={styles.card} aria-label={title}>
      <div className={styles.text}>
        <DriverCopy driver={driver} headlineId={asked ? questionId : undefined} />
        <form className={styles.form} noValidate onSubmit={submit}>
          <ChoiceFieldset
            name={`${id}-choice`}
            questionId={questionId}
            question={survey.question}
            choices={survey.choices}
            chosen={chosen}
            multiple={multiple}
            questionShown={!asked}
            onToggle={toggle}
          />
          <button type="submit" className={styles.cta} disabled={!chosen.length}>
            {driver.callToAction ?? defaultCta.submit}
          </button>
        </form>
      </div>
    </div>
  );
}

