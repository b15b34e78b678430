'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SurveyContent } from '@/content/survey-content';
import { trackForm } from '@/features/analytics/typed-events';
import buttons from '@/components/Buttons.module.css';
import {
  canSubmit,
  selectionPayload,
  shownOptions,
  submissionPayload,
  surveyFirstOptions,
  surveyFormId,
  surveyRequired,
  toggleChoice,
  type SurveyEventContext,
  type SurveyOption,
  type SurveyPresentation,
} from '../survey';
import styles from './InterestSurvey.module.css';

/** Spec article blocks 9: the default call to action SUBMIT. */
export const defaultSurveyCallToAction = 'SUBMIT';

export interface InterestSurveyProps {
  content: Omit<SurveyContent, 'feedbackSelections'>;
  /** The selections as the page's site shows them (surveyOptions). */
  options: readonly SurveyOption[];
  presentation: SurveyPresentation;
  /** Where the survey is, for its events (placement and campaign, or the ticker hero). */
  events: SurveyEventContext;
  /** After `Form Submitted` has gone: the caller shows what comes next. */
  onSubmitted: (values: string[]) => void;
}

/**
 * The interest survey (spec savings and engagement 2.4, 4.5, 5, 7, 9), the same in each place it
 * shows: inline (a driver in an article), in a modal (a popup driver) and in the ticker hero. The
 * first 6 options show; "View All" shows the rest and moves focus to the first one it revealed.
 * Ticking or clearing an option sends `Form Field Selected` (onboarding, interest question);
 * Submit is disabled while a required survey has nothing chosen, and sends `Form Submitted` with
 * the chosen selections (our own endpoint only). The interest ids among them join a signed-in
 * member's interests (our own profile service); nothing goes to a third party.
 */
export function InterestSurvey({ content, options, presentation, events, onSubmitted }: InterestSurveyProps) {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [expanded, setExpanded] = useState(false);
  const sent = useRef(false);
  const firstRevealed = useRef<HTMLInputElement>(null);
  const focusRevealed = useRef(false);
  const required = surveyRequired(content);
  const ids = { title: `${id}-title`, description: `${id}-description`, list: `${id}-options` };
  const Title = presentation === 'hero' ? 'h3' : 'p';

  useEffect(() => {
    if (!expanded || !focusRevealed.current) return;
    focusRevealed.current = false;
    firstRevealed.current?.focus();
  }, [expanded]);

  function toggle(option: SurveyOption, on: boolean) {
    setChosen((previous) => toggleChoice(options, previous, option.value, on));
    trackForm('Field Selected', selectionPayload(option, on, surveyFormId, events));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sent.current || !canSubmit(chosen.length, required)) return;
    sent.current = true;
    trackForm('Submitted', submissionPayload(chosen, events));
    const interests = chosen.filter((value) => options.some((o) => o.value === value && o.questionType));
    if (interests.length > 0) {
      void import('@/features/accounts/client/interest-answers').then((m) => m.saveSurveyInterests(interests)).catch(() => undefined);
    }
    onSubmitted(chosen);
  }

  return (
    <form className={styles.survey} data-interest-survey="" data-presentation={presentation} noValidate onSubmit={submit}>
      {content.whisper && <p className={styles.whisper}>{content.whisper}</p>}
      <Title id={ids.title} className={styles.title}>
        {content.feedbackTitle}
      </Title>
      {content.feedbackDescription && (
        <p id={ids.description} className={styles.description}>
          {content.feedbackDescription}
        </p>
      )}
      <fieldset className={styles.fieldset} aria-labelledby={ids.title} aria-describedby={content.feedbackDescription ? ids.description : undefined}>
        <p className={styles.hint}>Choose all that apply.</p>
        <ul id={ids.list} className={styles.options}>
          {shownOptions(options, expanded).map((option, index) => (
            <li key={option.value}>
              <label className={styles.option}>
                <input
                  ref={index === surveyFirstOptions ? firstRevealed : undefined}
                  type="checkbox"
                  name={`${id}-option`}
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  onChange={(e) => toggle(option, e.currentTarget.checked)}
                />
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
        {options.length > surveyFirstOptions && (
          <button
            type="button"
            className={`${buttons.secondary} ${styles.viewAll}`}
            aria-expanded={expanded}
            aria-controls={ids.list}
            onClick={() => {
              focusRevealed.current = !expanded;
              setExpanded(!expanded);
            }}
          >
            {expanded ? 'Show fewer' : 'View All'}
          </button>
        )}
      </fieldset>
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={!canSubmit(chosen.length, required)}>
        {content.feedbackCallToAction || defaultSurveyCallToAction}
      </button>
    </form>
  );
}
