import { describe, expect, it } from 'vitest';
import { forcesNewerQuiz, quizImplementationFor } from './quiz-implementation';

describe('the test paths force the newer quiz (spec article blocks 2)', () => {
  it.each(['/test/marketplace-drivers/most-felib', '/test/marketplace-drivers/newsletter-felib', '/test/marketplace-drivers/newsletter-felib/step-two'])('%s forces it', (path) => {
    expect(forcesNewerQuiz(path)).toBe(true);
    expect(quizImplementationFor(path)).toBe('fullWidthQuizFlow');
    expect(quizImplementationFor(path, 'inline')).toBe('fullWidthQuizFlow');
  });

  it.each(['/daily-dose', '/test/marketplace-drivers', '/test/marketplace-drivers/most', '/test/marketplace-drivers/other-felib'])('%s does not', (path) => {
    expect(forcesNewerQuiz(path)).toBe(false);
    expect(quizImplementationFor(path)).toBe('inline');
    expect(quizImplementationFor(path, 'fullWidthQuizFlow')).toBe('fullWidthQuizFlow');
  });
});
