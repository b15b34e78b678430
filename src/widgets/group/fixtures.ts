import type { z } from 'zod';
import type { groupSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'group',
    heading: 'Before you start',
    background: 'surface',
    children: [
      { type: 'html', html: '<p>Small changes are easier to keep up than big ones. Start with one, and add another once it feels routine.</p>' },
      {
        widgetFormat: 'oneTwoThree',
        steps: [
          { title: 'Pick one habit', text: 'Something you can do in 10 minutes or less.' },
          { title: 'Choose a time', text: 'The same time each day works best for most people.' },
        ],
      },
      { type: 'html', html: '<p>If you have a health condition, ask your doctor which changes suit you. See <a href="/heart-health/preparing-for-a-checkup">preparing for a checkup</a>.</p>' },
    ],
  },
  labelledNoHeading: {
    widgetFormat: 'group',
    label: 'Tips for staying hydrated',
    background: 'brand-soft',
    children: [
      { type: 'html', html: '<ul><li>Keep a water bottle where you can see it.</li><li>Drink a glass of water with each meal.</li></ul>' },
    ],
  },
  plain: {
    widgetFormat: 'group',
    children: [
      { type: 'html', html: '<p>A plain group has no heading and no background; it only keeps its parts evenly spaced.</p>' },
      { type: 'html', html: '<p>This is its second part.</p>' },
    ],
  },
  longHeading: {
    widgetFormat: 'group',
    heading: 'What to know about building healthy habits that last, from choosing the first one to getting back on track after a break',
    background: 'brand-soft',
    children: [{ type: 'html', html: `<p>${'Habits take time to form, and a missed day does not undo your progress. '.repeat(8).trim()}</p>` }],
  },
  empty: {
    widgetFormat: 'group',
    heading: 'Nothing here yet',
    children: [],
  },
} satisfies Record<string, z.input<typeof groupSchema>>;
