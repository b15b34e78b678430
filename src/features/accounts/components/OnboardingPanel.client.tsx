'use client';

import { useId, useState } from 'react';
import { trackForm } from '@/features/analytics/typed-events';
import { selectionPayload } from '@/features/interests/survey';
import buttons from '@/components/Buttons.module.css';
import type { InterestOption, QuestionType } from '../interest-taxonomy';
import styles from './OnboardingPanel.module.css';

export interface OnboardingChoice {
  topicIds: string[];
  subtopicIds: string[];
  jtbdIds: string[];
  marketingOptIn: boolean;
}

const groups: { type: QuestionType; legend: string }[] = [
  { type: 'topic', legend: 'Topics' },
  { type: 'subtopic', legend: 'More specific' },
  { type: 'jtbd', legend: 'What you want to do' },
];

/**
 * The onboarding panel (spec 2 and 4.4): interests to pick, grouped by questionType, and the
 * newsletter opt-in; Save (the flag becomes accepted) or Skip (skipped). Each selection sends the
 * survey-selection event (field selected, onboarding, the interest question) to our own endpoint.
 */
export function OnboardingPanel({ options, newsletterName, busy, error, onAccept, onSkip }: {
  options: InterestOption[];
  newsletterName: string;
  busy: boolean;
  error: string | null;
  onAccept: (choice: OnboardingChoice) => void;
  onSkip: () => void;
}) {
  const headingId = useId();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [optIn, setOptIn] = useState(false);

  function toggle(option: InterestOption, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(option.id);
      else next.delete(option.id);
      return next;
    });
    trackForm('Field Selected', selectionPayload({ value: option.id, label: option.name, questionType: option.questionType }, on, 'onboarding-panel'));
  }

  const ids = (type: QuestionType) => options.filter((o) => o.questionType === type && chosen.has(o.id)).map((o) => o.id);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>What would you like to read about?</h2>
      <p>Pick a few subjects and we will suggest articles on them under “For you”. Your choices stay with us: we never share them with anyone.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onAccept({ topicIds: ids('topic'), subtopicIds: ids('subtopic'), jtbdIds: ids('jtbd'), marketingOptIn: optIn });
        }}
      >
        {groups.map((group) => {
          const list = options.filter((o) => o.questionType === group.type);
          if (list.length === 0) return null;
          return (
            <fieldset key={group.type} className={styles.group}>
              <legend>{group.legend}</legend>
              <ul className={styles.options}>
                {list.map((option) => (
                  <li key={option.id}>
                    <label className={styles.option}>
                      <input type="checkbox" checked={chosen.has(option.id)} onChange={(event) => toggle(option, event.target.checked)} />
                      {option.name}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
        <label className={styles.optIn}>
          <input type="checkbox" checked={optIn} onChange={(event) => setOptIn(event.target.checked)} />
          Email me the {newsletterName} newsletter (you can unsubscribe at any time)
        </label>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={busy}>
            Save and continue
          </button>
          <button type="button" className={buttons.secondary} disabled={busy} onClick={onSkip}>
            Skip for now
          </button>
        </div>
      </form>
    </section>
  );
}
