import { jobsToBeDone } from './jobs-to-be-done';
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
      { id: 'wellness-wire', name: 'Wellness Wire', description: 'A weekly round-up of new, medically reviewed articles.', frequency: 'every week' },
      { id: 'nutrition-notes', name: 'Nutrition Notes', description: 'Practical nutrition articles, twice a month.', frequency: 'twice a month', topics: ['nutrition'] },
    ],
    title: 'Get our Wellness Wire newsletter',
    description: 'New, medically reviewed articles once a week. Unsubscribe at any time.',
    datePickers: [],
  },
  drugTemplates: true,
  socialDefaults: [],
  interests: [
    { id: 'heart-health', name: 'Heart health', questionType: 'topic' },
    { id: 'nutrition', name: 'Nutrition', questionType: 'topic' },
    { id: 'sleep', name: 'Sleep', questionType: 'topic' },
    { id: 'vitamins-and-supplements', name: 'Vitamins and supplements', questionType: 'topic' },
    { id: 'blood-pressure', name: 'Blood pressure', questionType: 'subtopic', parentId: 'heart-health' },
    { id: 'cholesterol', name: 'Cholesterol', questionType: 'subtopic', parentId: 'heart-health' },
    { id: 'diabetes-101', name: 'Diabetes 101', questionType: 'subtopic', parentId: 'nutrition' },
    { id: 'healthy-eating', name: 'Healthy eating', questionType: 'subtopic', parentId: 'nutrition' },
    { id: 'insomnia', name: 'Insomnia', questionType: 'subtopic', parentId: 'sleep' },
    { id: 'vitamin-d', name: 'Vitamin D', questionType: 'subtopic', parentId: 'vitamins-and-supplements' },
    ...jobsToBeDone,
  ],
} satisfies SiteDefinition<'healthline'>;
