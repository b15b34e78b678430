'use client';

import dynamic from 'next/dynamic';

/**
 * The quiz and assessment widgets' interactive leaves, each in a chunk of its own (decision 008;
 * spec article blocks 7: quizzes and assessments load on demand): a page loads them only when it
 * shows a quiz. Only next/dynamic lines belong here; unit tests get them eagerly (vitest.config.ts).
 */
export const QuizRunner = dynamic(() => import('./QuizRunner.client').then((m) => m.QuizRunner));
export const InterestQuiz = dynamic(() => import('./InterestQuiz.client').then((m) => m.InterestQuiz));
