import type { z } from 'zod';
import type { takeActionSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'take-action',
    title: 'Take the first step',
    text: 'If low mood has lasted more than two weeks, support can help. Here is how to start.',
    steps: ['Write down how you have been feeling and for how long.', 'Book a visit with your doctor or a therapist.', 'Tell someone you trust what is going on.'],
    cta: { url: '/mental-health/find-a-therapist' },
  },
  joinDefault: {
    widgetFormat: 'take-action',
    title: 'Join our community',
    text: 'Talk with others who understand.',
    cta: { url: '/community', kind: 'join' },
  },
  ownButtonText: {
    widgetFormat: 'take-action',
    title: 'Check your symptoms',
    cta: { url: 'https://www.cdc.gov/diabetes/risktest/', text: 'Take the CDC risk test' },
  },
  stepsOnly: {
    widgetFormat: 'take-action',
    title: 'Before your appointment',
    steps: ['List your medicines and doses.', 'Note your questions.'],
  },
  longest: {
    widgetFormat: 'take-action',
    title: 'What you can do this week to look after your heart, even if you only have a few minutes to spare each day',
    text: 'Small, steady changes add up. None of these steps needs special equipment or a gym membership, and each one can be adapted to what your body can do today. If you have a heart condition, check with your care team before you start something new.',
    steps: Array.from(
      { length: 8 },
      (_, i) => `Step ${i + 1}: pick one small habit, such as a ten-minute walk after lunch or swapping a sugary drink for water, and keep it up for the whole week.`,
    ),
    cta: { url: '/heart-health', kind: 'hub' },
  },
} satisfies Record<string, z.input<typeof takeActionSchema>>;
