import type { PayloadOf } from '@/features/analytics/schema';

/** Which widget a form event comes from (its `location`). */
export type QuizLocation = 'quiz' | 'assessment';

export interface QuizFormIdentity {
  location: QuizLocation;
  /** The quiz's quizId. */
  formId?: string;
  /** The quiz's title. */
  formName?: string;
}

/**
 * The payload of a quiz's form events (spec, article blocks 7: form started, continued, backed,
 * submitted, field selected). Privacy: it says which quiz and which question (its position), never
 * the question's text, the answer chosen or any score: quiz answers never leave the browser.
 */
export function quizFormPayload(identity: QuizFormIdentity, stepNumber?: number): PayloadOf<'Form Started'> {
  return {
    elementType: 'form',
    location: identity.location,
    formId: identity.formId || undefined,
    formName: identity.formName || undefined,
    stepNumber,
    fieldName: stepNumber === undefined ? undefined : `question-${stepNumber}`,
  };
}
