/**
 * Which quiz implementation a page's questionnaire uses. Spec (article blocks 2): "A test path
 * containing /test/marketplace-drivers/most-felib or /test/marketplace-drivers/newsletter-felib
 * forces the newer quiz implementation": the full-width flow, one question per step (the quiz
 * driver's quizType fullWidthQuizFlow). Everywhere else the quiz shows inline.
 */
export type QuizImplementation = 'inline' | 'fullWidthQuizFlow';

export const newerQuizTestPaths = ['/test/marketplace-drivers/most-felib', '/test/marketplace-drivers/newsletter-felib'] as const;

/** Whether the page path forces the newer (full-width) quiz. "Containing", as the spec says: the path may go on after it. */
export function forcesNewerQuiz(path: string): boolean {
  return newerQuizTestPaths.some((testPath) => path.includes(testPath));
}

/** The implementation for a page: forced on the test paths, else what the content asked for (inline by default). */
export function quizImplementationFor(path: string, requested: QuizImplementation = 'inline'): QuizImplementation {
  return forcesNewerQuiz(path) ? 'fullWidthQuizFlow' : requested;
}
