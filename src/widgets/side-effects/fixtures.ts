import type { z } from 'zod';
import { metforminMild, metforminSevere } from '@/widgets/kits/side-effects/examples';
import type { sideEffectsSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'side-effects',
    title: 'Side effects of metformin',
    mildSideEffects: metforminMild,
    severeSideEffects: metforminSevere,
  },
  onlySevere: {
    widgetFormat: 'side-effects',
    title: 'When to get help after starting a blood thinner',
    severeSideEffects: [
      {
        name: 'Bleeding that will not stop',
        prevalence: 'Uncommon (up to 1 in 100 people)',
        description: 'A nosebleed longer than 10 minutes, blood in your pee or poo, or coughing or vomiting blood.',
      },
    ],
  },
  fieldsMissing: {
    widgetFormat: 'side-effects',
    mildSideEffects: [{ name: 'Headache' }, { name: 'Dry mouth', prevalence: 'Common' }],
    severeSideEffects: [{ name: 'Fainting', url: '/heart-health/heart-attack-warning-signs' }],
  },
  longTexts: {
    widgetFormat: 'side-effects',
    title:
      'Side effects you might notice in the first weeks of taking a new medication for type 2 diabetes, and what you can do about each of them',
    mildSideEffects: [
      {
        name: 'Tiredness, low energy and a general feeling of being unwell that comes and goes during the day',
        prevalence: 'Common: between 1 in 100 and 1 in 10 people in the studies reported this at least once',
        description: 'Tiredness often eases as your body gets used to a new medication. '.repeat(12).trim(),
        url: 'https://www.nhs.uk/medicines/metformin/side-effects-of-metformin/',
      },
      ...metforminMild,
    ],
    severeSideEffects: metforminSevere,
  },
} satisfies Record<string, z.input<typeof sideEffectsSchema>>;
