'use client';

import { useMemo, useState } from 'react';
import { pageSite } from '@/features/accounts/client/interest-answers';
import { InterestSurvey } from '@/features/interests/components/InterestSurvey.client';
import type { SurveyEventContext, SurveyPresentation } from '@/features/interests/survey';
import { surveyOptions } from '@/features/interests/survey-options';
import type { ReaderPlacement } from '@/content/campaigns/schema';
import type { ResponseDriver } from '../../api-schema';
import { driverElementType } from '../../events';
import { trackDriverAction } from '../track';
import { ConfirmStep, FeedbackStep } from '../parts';
import type { DriverComponentProps } from '../types';
import styles from '../Driver.module.css';

type Step = 'question' | 'feedback' | 'confirm';

/** A popup placement shows the survey in its modal; every other placement shows it inline. */
export function surveyPresentation(placement: ReaderPlacement): SurveyPresentation {
  return placement === '1stPagePopup' || placement === '2ndPagePopup' ? 'modal' : 'inline';
}

/** The survey's events carry the driver's identity, as the other driver form events do (trackDriverForm). */
export function driverSurveyEvents(driver: ResponseDriver): SurveyEventContext {
  return { elementType: driverElementType, location: driver.articlePlacement, formName: driver.campaignName, driverId: driver._uuid, category: driver.driverType };
}

/**
 * Survey driver: the interest survey (`InterestSurvey`) with the campaign's Survey content fields
 * (`feedbackTitle`, `feedbackDescription`, `feedbackCallToAction`, `feedbackSelections`, `required`,
 * and `whisper`, which a popup replaces with its moment). Submitting records `Form Submitted`
 * (formName = the campaign name, driverId = its _uuid) and `Element Clicked` submit, then shows the
 * feedback step (when the campaign has one) and the confirmation.
 */
export function SurveyDriver({ driver, placement, contentIndex, onDone }: DriverComponentProps) {
  const [step, setStep] = useState<Step>('question');
  const selections = driver.feedbackSelections;
  const options = useMemo(() => (selections ? surveyOptions(pageSite(), selections) : []), [selections]);
  if (!driver.feedbackTitle || !selections) return null;

  const title = driver.feedbackTitle;
  let body;
  if (step === 'feedback' && driver.feedbackStep) {
    body = (
      <FeedbackStep
        feedback={driver.feedbackStep}
        onContinue={() => {
          setStep('confirm');
          onDone();
        }}
      />
    );
  } else if (step === 'confirm') {
    body = <ConfirmStep confirm={driver.confirm} headline="Thank you for your answer" />;
  } else {
    body = (
      <InterestSurvey
        content={{ whisper: driver.whisper, feedbackTitle: title, feedbackDescription: driver.feedbackDescription, feedbackCallToAction: driver.feedbackCallToAction, required: driver.required }}
        options={options}
        presentation={surveyPresentation(driver.articlePlacement)}
        events={driverSurveyEvents(driver)}
        onSubmitted={() => {
          trackDriverAction({ driver, placement, contentIndex }, 'submit');
          if (driver.feedbackStep) setStep('feedback');
          else {
            setStep('confirm');
            onDone();
          }
        }}
      />
    );
  }
  return (
    <div role="group" className={styles.card} aria-label={title}>
      <div className={styles.text}>{body}</div>
    </div>
  );
}
