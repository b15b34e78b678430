/** Spec (article blocks 8): the quiz disclaimer shown unless a quiz sets disclaimerOverride. Verbatim. */
export const defaultQuizDisclaimer =
  'This online screening is not a diagnostic tool. Only a trained medical professional, like a doctor or mental health professional, can help you determine the next best steps for you.';

/** Spec (article blocks 9): the interest quiz's title, topics and confirmation. Verbatim. */
export const interestQuizTitle = 'What topics are you interested in?';
export const interestConfirmation = 'Thanks for signing up!';

/** Button labels. "Get Results" is the spec's (article blocks 4); "Submit" is one of its default CTA texts (section 9). */
export const getResultsLabel = 'Get Results';
export const interestSubmitLabel = 'Submit';
