import { describe, expect, it } from 'vitest';
import { canSubmit, selectionPayload, shownOptions, submissionPayload, surveyFirstOptions, surveyRequired, toggleChoice } from './survey';
import { surveyOptions } from './survey-options';

const options = surveyOptions('healthline', ['sleep', 'insomnia', 'Something else']);

describe('interest survey rules', () => {
  it('shows the first 6 options (spec 9) until View All', () => {
    expect(surveyFirstOptions).toBe(6);
    const many = Array.from({ length: 9 }, (_, i) => i);
    expect(shownOptions(many, false)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(shownOptions(many, true)).toEqual(many);
  });

  it('toggling adds or removes an option, keeping the options\' order (spec 4.5)', () => {
    expect(toggleChoice(options, [], 'Something else', true)).toEqual(['Something else']);
    expect(toggleChoice(options, ['Something else'], 'sleep', true)).toEqual(['sleep', 'Something else']);
    expect(toggleChoice(options, ['sleep', 'Something else'], 'sleep', false)).toEqual(['Something else']);
  });

  it('disables Submit only when nothing is chosen and the question is required (spec 5); required by default', () => {
    expect(canSubmit(0, true)).toBe(false);
    expect(canSubmit(1, true)).toBe(true);
    expect(canSubmit(0, false)).toBe(true);
    expect([surveyRequired({}), surveyRequired({ required: false }), surveyRequired({ required: true })]).toEqual([true, false, true]);
  });

  it('builds the onboarding panel\'s selection payload (spec 7): onboarding, interest question', () => {
    expect(selectionPayload(options[1]!, true, 'onboarding-panel')).toEqual({
      formName: 'onboarding',
      formId: 'onboarding-panel',
      stepName: 'interest question',
      stepId: 'subtopic',
      fieldName: 'insomnia',
      fieldLabel: 'Insomnia',
      actionOutcome: 'selected',
    });
    // The campaign name stays out of a selection event; where the survey is goes in.
    expect(selectionPayload(options[2]!, false, 'interest-survey', { formName: 'A campaign', location: 'rightRail' })).toMatchObject({
      formName: 'onboarding',
      location: 'rightRail',
      stepId: 'answer',
      actionOutcome: 'deselected',
    });
  });

  it('sends the chosen selections comma-joined, at most 500 characters', () => {
    expect(submissionPayload(['sleep', 'Something else'], { formName: 'Survey' })).toEqual({ formName: 'Survey', fieldName: 'survey', text: 'sleep,Something else' });
    expect(submissionPayload(Array.from({ length: 24 }, () => 'x'.repeat(60)), { formName: 'Survey' }).text).toHaveLength(500);
  });
});
