/**
 * Spec (article blocks 9): the topics a reader can pick in the interest quiz, verbatim. The quiz
 * widget shows them, the quiz driver offers them, and the interest event accepts only these.
 */
export const quizTopics = ['Diabetes 101', 'Medication', 'Nutrition', 'Community'] as const;
export type QuizTopic = (typeof quizTopics)[number];
