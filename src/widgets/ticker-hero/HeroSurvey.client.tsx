'use client';

import { useState } from 'react';
import type { SurveyContent } from '@/content/survey-content';
import { InterestSurvey } from '@/features/interests/components/InterestSurvey.client';
import type { SurveyEventContext, SurveyOption } from '@/features/interests/survey';
import styles from './TickerHero.module.css';

/** The hero survey's events: formName and location say it is the ticker hero's (no campaign). */
export const heroSurveyEvents: SurveyEventContext = { formName: 'ticker hero survey', location: 'ticker-hero', elementType: 'ticker-hero' };

export const heroSurveyThanks = 'Thank you for your answer';

/** Moves focus to the thank-you that replaced the survey, so keyboard and screen-reader users follow. */
function focusOnMount(element: HTMLElement | null) {
  element?.focus({ preventScroll: true });
}

/**
 * The ticker hero's interest survey (spec savings and engagement 2.4, "as a ticker hero"): the one
 * InterestSurvey under the headline, then a thank-you that takes focus.
 */
export function HeroSurvey({ content, options }: { content: Omit<SurveyContent, 'feedbackSelections'>; options: readonly SurveyOption[] }) {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <div ref={focusOnMount} tabIndex={-1} role="status" className={styles.confirmation} data-hero-step="confirmation">
        <p className={styles.confirmationTitle}>{heroSurveyThanks}</p>
        <p>We will use your answer to choose what to write about next.</p>
      </div>
    );
  }
  return (
    <div className={styles.survey}>
      <InterestSurvey content={content} options={options} presentation="hero" events={heroSurveyEvents} onSubmitted={() => setDone(true)} />
    </div>
  );
}
