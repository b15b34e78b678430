'use client';

import { useId, useState, type FormEvent } from 'react';
import { trackDriverAction, trackDriverForm } from '../track';
import { DriverCopy, DriverStep } from '../parts';
import { defaultCta, type DriverComponentProps } from '../types';
import styles from '../Driver.module.css';

type Step = 'question' | 'feedback' | 'confirm';

/**
 * Survey driver: one question with its choices (one, or several when `multiple`); SUBMIT stays
 * disabled until something is chosen. Submitting records `Form Submitted` (formName = the
 * campaign name, driverId = its _uuid, the chosen values in `text`: our own /v2/t only), then shows
 * the feedback step (when the campaign has one) and the confirmation.
 */
export function SurveyDriver({ driver, onDone }: DriverComponentProps) {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [step, setStep] = useState<Step>('question');
  const survey = driver.survey;
  if (!survey) return null;
  const multiple = survey.multiple;

  function toggle(value: string, on: boolean) {
    if (!multiple) setChosen(on ? [value] : []);
    else setChosen((prev) => (on ? [...prev.filter((v) => v !== value), value] : prev.filter((v) => v !== value)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen.length || step !== 'question' || !survey) return;
    const values = survey.choices.map((c) => c.value).filter((v) => chosen.includes(v));
    trackDriverForm(driver, 'Submitted', { fieldName: 'survey', text: values.join(',') });
    trackDriverAction(driver, 'submit');
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
      <section className={styles.card} aria-label={title}>
        <div className={styles.text}>
          <DriverStep headline={feedback.headline} bodyCopy={feedback.bodyCopy} />
          <button
            type="button"
            className={styles.cta}
            onClick={() => {
              setStep('confirm');
              onDone();
            }}
          >
            {feedback.callToAction ?? 'Continue'}
          </button>
        </div>
      </section>
    );
  }
  if (step === 'confirm') {
    const confirm = driver.confirm;
    return (
      <section className={styles.card} aria-label={title}>
        <div className={styles.text}>
          <DriverStep
            headline={confirm?.headline ?? 'Thank you for your answer'}
            bodyCopy={confirm?.bodyCopy}
            action={confirm?.callToActionURL ? { text: confirm.callToAction ?? defaultCta.getStarted, href: confirm.callToActionURL } : null}
          />
        </div>
      </section>
    );
  }

  const questionId = `${id}-question`;
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.text}>
        <DriverCopy driver={driver} />
        <form className={styles.form} noValidate onSubmit={submit}>
          <fieldset className={styles.fieldset} aria-labelledby={questionId}>
            <p id={questionId} className={styles.question}>
              {survey.question}
            </p>
            {multiple && <p className={styles.hint}>Choose all that apply.</p>}
            <div className={styles.choices}>
              {survey.choices.map((choice) => (
                <label key={choice.value} className={styles.choice}>
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={`${id}-choice`}
                    value={choice.value}
                    checked={chosen.includes(choice.value)}
                    onChange={(e) => toggle(choice.value, e.currentTarget.checked)}
                  />
                  <span>{choice.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={styles.cta} disabled={!chosen.length}>
            {driver.callToAction ?? defaultCta.submit}
          </button>
        </form>
      </div>
    </section>
  );
}

