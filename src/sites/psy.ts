import { jobsToBeDone } from './jobs-to-be-done';
import type { SiteDefinition } from './types';

/** Wellread Mind: mental health. */
export const psy = {
  id: 'psy',
  name: 'Wellread Mind',
  tagline: 'Mental health, explained with care',
  description: 'Plain-language mental health information, medically reviewed.',
  themeColor: '#4b3b8f',
  colors: { brand: '#4b3b8f', brandStrong: '#33276a', brandSoft: '#eeebf8', linkVisited: '#7a2e7a' },
  icon: '/icons/psy.svg',
  domain: 'mind.wellread.example',
  orgId: 'wellread-mind',
  newsletter: {
    defaultLists: ['mind-matters'],
    lists: [{ id: 'mind-matters', name: 'Mind Matters', description: 'Mental health articles and tools, once a week.', frequency: 'every week' }],
    title: 'Get our Mind Matters newsletter',
    description: 'Mental health articles and tools, once a week. Unsubscribe at any time.',
    datePickers: [],
  },
  // The 988 Suicide & Crisis Lifeline (call or text 988) and 911 for an emergency: US services, as the site's readers are.
  crisisResources: {
    heading: 'Support is available right now',
    intro: 'Your answers suggest you may be going through a very hard time. You do not have to handle this alone, and talking to someone can help.',
    items: [
      [
        'The 988 Suicide & Crisis Lifeline is free, confidential and open 24 hours a day, every day. ',
        { label: 'Call 988', href: 'tel:988' },
        ' or ',
        { label: 'text 988', href: 'sms:988' },
        '.',
      ],
      ['If you or someone else is in danger right now, ', { label: 'call 911', href: 'tel:911' }, ' or go to the nearest emergency room.'],
    ],
  },
  drugTemplates: false,
  socialDefaults: [
    { network: 'instagram', url: 'https://www.instagram.com/wellread.mind.demo' },
    { network: 'facebook', url: 'https://www.facebook.com/wellread.mind.demo' },
    { network: 'youtube', url: 'https://www.youtube.com/@wellread.mind.demo' },
  ],
  interests: [
    { id: 'anxiety', name: 'Anxiety', questionType: 'topic' },
    { id: 'depression', name: 'Depression', questionType: 'topic' },
    { id: 'stress', name: 'Stress', questionType: 'topic' },
    { id: 'panic-attacks', name: 'Panic attacks', questionType: 'subtopic', parentId: 'anxiety' },
    { id: 'social-anxiety', name: 'Social anxiety', questionType: 'subtopic', parentId: 'anxiety' },
    { id: 'seasonal-depression', name: 'Seasonal depression', questionType: 'subtopic', parentId: 'depression' },
    { id: 'burnout', name: 'Burnout', questionType: 'subtopic', parentId: 'stress' },
    ...jobsToBeDone,
  ],
} satisfies SiteDefinition<'psy'>;
