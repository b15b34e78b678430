import type { SiteDefinition } from './types';

/** Wellread: general health. */
export const healthline = {
  id: 'healthline',
  name: 'Wellread',
  tagline: 'Clear, careful health information',
  description: 'Plain-language health information, medically reviewed.',
  themeColor: '#0b5c5c',
  colors: { brand: '#0b5c5c', brandStrong: '#063f3f', brandSoft: '#e3f1f0', linkVisited: '#4c2c92' },
  icon: '/icons/healthline.svg',
  domain: 'wellread.example',
  orgId: 'wellread',
  newsletter: {
    defaultLists: ['wellness-wire'],
    lists: [
      { id: 'wellness-wire', name: 'Wellness Wire', description: 'A weekly round-up of new, medically reviewed articles.' },
      { id: 'nutrition-notes', name: 'Nutrition Notes', description: 'Practical nutrition articles, twice a month.' },
    ],
    title: 'Get our Wellness Wire newsletter',
    description: 'New, medically reviewed articles once a week. Unsubscribe at any time.',
    datePickers: [],
  },
  drugTemplates: true,
  socialDefaults: [],
} satisfies SiteDefinition<'healthline'>;
