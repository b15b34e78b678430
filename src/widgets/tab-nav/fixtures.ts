import type { z } from 'zod';
import type { tabNavSchema } from './schema';

export const fixtures = {
  /** The review page is /widgets/tab-nav, so its tab shows as the current one. */
  default: {
    widgetFormat: 'tab-nav',
    label: 'Metformin guide',
    tabs: [
      { title: 'Overview', url: '/widgets/tab-nav' },
      { title: 'Side effects', url: '/diabetes/metformin-side-effects' },
      { title: 'Taking metformin', url: '/diabetes/taking-metformin' },
    ],
  },
  sections: {
    widgetFormat: 'tab-nav',
    label: 'On this page',
    tabs: [
      { title: 'Questions to ask', url: '#questions' },
      { title: 'Words on the label', url: '#words' },
      { title: 'Sources', url: '#sources' },
    ],
  },
  noneCurrent: {
    widgetFormat: 'tab-nav',
    label: 'Heart health basics',
    tabs: [
      { title: 'Blood pressure', url: '/heart-health/know-your-blood-pressure' },
      { title: 'Warning signs', url: '/heart-health/heart-attack-warning-signs' },
    ],
  },
  manyLongTabs: {
    widgetFormat: 'tab-nav',
    label: 'Living with type 2 diabetes: a guide in twelve parts',
    tabs: [
      'What type 2 diabetes is',
      'Getting a diagnosis',
      'Blood sugar targets',
      'Eating well with diabetes',
      'Staying active',
      'Medicines and how they work',
      'Side effects of diabetes medicines',
      'Checking your blood sugar at home',
      'Looking after your feet',
      'Looking after your eyes',
      'Diabetes and your mental health',
      'Questions for your care team',
    ].map((title, index) => ({ title, url: index === 6 ? '/widgets/tab-nav' : `#part-${index + 1}` })),
  },
} satisfies Record<string, z.input<typeof tabNavSchema>>;
