import type { PayloadOf } from '@/features/analytics/schema';
import type { InterestOption } from '@/sites';

/**
 * The interest survey's rules (spec savings and engagement 4.5, 5, 7, 9), pure: which options show,
 * toggling, when Submit is allowed, and the events a selection and a submission send.
 */

/** Spec 9: "Survey shows the first 6 options." "View All" shows the rest. */
export const surveyFirstOptions = 6;

/** Spec 7: a survey selection sends "field selected, onboarding, interest question", as the onboarding panel's do. */
export const interestFormName = 'onboarding';
export const interestStepName = 'interest question';
/** The survey's form id in its events (the onboarding panel's is `onboarding-panel`). */
export const surveyFormId = 'interest-survey';

/** Where a survey shows (spec 2.4: in a modal, as a ticker hero, or inline). */
export type SurveyPresentation = 'inline' | 'modal' | 'hero';

/** One option as the reader sees it: `value` is the selection as written (an interest id or an answer). */
export interface SurveyOption {
  value: string;
  label: string;
  /** Set when the selection is an interest id of the site. */
  questionType?: InterestOption['questionType'];
}

type FormPayload = PayloadOf<'Form Field Selected'>;
/** What a survey's events say about where it is: placement, driver and campaign, or the ticker hero. */
export type SurveyEventContext = Pick<FormPayload, 'elementType' | 'location' | 'driverId' | 'category'> & { formName: string };

export function shownOptions<T>(options: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? options : options.slice(0, surveyFirstOptions);
}

/** Spec 4.5: toggling an option adds or removes it. The chosen stay in the options' order. */
export function toggleChoice(options: readonly SurveyOption[], chosen: readonly string[], value: string, on: boolean): string[] {
  return options.map((o) => o.value).filter((v) => (v === value ? on : chosen.includes(v)));
}

/** A survey is required unless it says `required: false`. */
export const surveyRequired = (content: { required?: boolean }): boolean => content.required ?? true;

/** Spec 5: Submit is disabled when nothing is selected and the question is required. */
export function canSubmit(chosenCount: number, required: boolean): boolean {
  return chosenCount > 0 || !required;
}

/**
 * The selection event, shared with the onboarding panel (spec 7): formName onboarding, stepName
 * interest question, stepId the option's questionType (`answer` for an answer that is not an
 * interest), the option as fieldName and fieldLabel, selected or deselected.
 */
export function selectionPayload(option: SurveyOption, on: boolean, formId: string, context: Partial<SurveyEventContext> = {}): FormPayload {
  const { formName: _campaign, ...where } = context;
  return {
    ...where,
    formName: interestFormName,
    formId,
    stepName: interestStepName,
    stepId: option.questionType ?? 'answer',
    fieldName: option.value,
    fieldLabel: option.label,
    actionOutcome: on ? 'selected' : 'deselected',
  };
}

/** The submission event: the chosen selections joined by commas in `text` (our own endpoint only; at most 500 characters). */
export function submissionPayload(values: readonly string[], context: SurveyEventContext): PayloadOf<'Form Submitted'> {
  return { ...context, fieldName: 'survey', text: values.join(',').slice(0, 500) };
}
