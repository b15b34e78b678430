import type { z } from 'zod';
import type { checklistLpSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'checklist-lp',
    header: 'Before your checkup',
    items: [
      'Write down any symptoms and when they started',
      'List every medicine and supplement you take',
      'Bring your recent blood pressure readings',
      'Note the questions you want to ask',
    ],
    slowReveal: true,
  },
  noReveal: {
    widgetFormat: 'checklist-lp',
    header: 'Small steps for a healthy heart',
    items: ['Move a little more each day', 'Choose water over sugary drinks', 'Keep regular sleep times'],
    slowReveal: false,
  },
  noHeader: {
    widgetFormat: 'checklist-lp',
    items: ['Take your medicine at the same time each day', 'Keep a list of your doses'],
  },
  longTexts: {
    widgetFormat: 'checklist-lp',
    header:
      'A longer heading that an editor might write to explain exactly what this list of practical steps is for and who it is meant to help along the way',
    items: [
      'An item that goes on for a while to show how a long line wraps beside its checkmark, keeping the checkmark at the top of the first line and the text readable at every width, from a small phone to a wide desktop screen, even when an editor uses nearly all of the length the field allows.',
      'Averyveryverylongwordwithoutanyspacesthatmustwrapratherthanpushthepagesidewaysonanarrowscreen',
      'A short one',
    ],
    slowReveal: true,
  },
  headerOnly: {
    widgetFormat: 'checklist-lp',
    header: 'Checklist coming soon',
  },
  empty: {
    widgetFormat: 'checklist-lp',
  },
} satisfies Record<string, z.input<typeof checklistLpSchema>>;
