import type { z } from 'zod';
import { frequencyAnswers, gad7Bands, gad7Questions, phq9Bands, phq9Questions } from '@/widgets/kits/quiz/examples';
import type { assessmentSchema } from './schema';

const phqIntro =
  '<p>Over the last 2 weeks, how often have you been bothered by any of the following problems? This is a screening, not a diagnosis.</p>';

export const fixtures = {
  default: {
    widgetFormat: 'assessment',
    quizId: 'phq-9',
    layout: 'normal',
    title: 'Depression screening (PHQ-9)',
    intro: phqIntro,
    questions: phq9Questions,
    answers: frequencyAnswers,
    results: { summary: { title: 'Your screening result', responses: phq9Bands } },
  },
  inlineFull: {
    widgetFormat: 'assessment',
    quizId: 'gad-7',
    layout: 'inline-full',
    title: 'Anxiety self-check (GAD-7)',
    intro: '<p>Over the last 2 weeks, how often have you been bothered by the following problems?</p>',
    questions: gad7Questions,
    answers: frequencyAnswers,
    results: { summary: { title: 'Your self-check result', responses: gad7Bands } },
  },
  override: {
    widgetFormat: 'assessment',
    layout: 'normal',
    title: 'Is stress affecting your sleep?',
    disclaimerOverride: 'This short check is for your own reflection. It cannot tell you why you are sleeping badly.',
    questions: [{ question: 'I lie awake thinking about the day.' }, { question: 'I wake up already thinking about my to-do list.' }],
    answers: [
      { label: 'Rarely', score: 0 },
      { label: 'Often', score: 1 },
    ],
    results: { summary: { responses: [{ range: { low: 0, high: 0 }, title: 'Stress does not seem to keep you up' }, { range: { low: 1, high: 2 }, title: 'Stress may be affecting your sleep' }] } },
  },
  noTitle: {
    widgetFormat: 'assessment',
    questions: [{ question: 'In the past week, have you felt calm most of the time?' }],
    answers: [
      { label: 'Yes', score: 0 },
      { label: 'No', score: 1 },
    ],
  },
  empty: {
    widgetFormat: 'assessment',
    title: 'An assessment with no questions renders nothing',
  },
} satisfies Record<string, z.input<typeof assessmentSchema>>;
