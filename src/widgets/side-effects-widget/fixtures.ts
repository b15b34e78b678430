import type { z } from 'zod';
import { metforminMild, metforminSevere } from '@/widgets/kits/side-effects/examples';
import type { sideEffectsWidgetSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'side-effects-widget',
    title: 'Side effects of metformin',
    mildSideEffects: metforminMild,
    severeSideEffects: metforminSevere,
  },
  onlyMild: {
    widgetFormat: 'side-effects-widget',
    title: 'Side effects of a vitamin D supplement',
    mildSideEffects: [
      {
        name: 'Upset stomach',
        prevalence: 'Uncommon',
        description: 'Taking the supplement with a meal usually helps.',
      },
    ],
  },
  onlySevere: {
    widgetFormat: 'side-effects-widget',
    title: 'Warning signs after a vaccine',
    severeSideEffects: [
      {
        name: 'Severe allergic reaction',
        prevalence: 'Very rare (fewer than 1 in 10,000 people)',
        description: 'Trouble breathing, swelling of the face or throat, or a fast heartbeat within an hour of the shot.',
      },
    ],
  },
  fieldsMissing: {
    widgetFormat: 'side-effects-widget',
    mildSideEffects: [{ name: 'Headache' }, { name: 'Dizziness', prevalence: 'Common' }],
    severeSideEffects: [{ name: 'Fainting', url: '/heart-health/heart-attack-warning-signs' }],
  },
  longTexts: {
    widgetFormat: 'side-effects-widget',
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
} satisfies Record<string, z.input<typeof sideEffectsWidgetSchema>>;
