import type { z } from 'zod';
import type { widgetCallOutSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'widget-call-out',
    items: [
      {
        driverType: 'multiArticleText',
        headerTitle: 'Keep reading about sleep',
        headerIcon: 'book',
        optionalWhisper: 'From our editors',
        list: [
          { title: 'How much sleep do you need?', url: '/sleep/how-much-sleep-do-you-need', text: 'What the research says for each age.' },
          { title: 'Simple habits for better sleep', url: '/sleep/sleep-hygiene-tips', text: 'Small changes you can start tonight.' },
          { title: 'Signs of sleep apnea to talk with a doctor about', url: '/sleep/sleep-apnea-signs' },
        ],
      },
    ],
  },
  contentSeries: {
    widgetFormat: 'widget-call-out',
    items: [
      {
        driverType: 'multiArticleText',
        isContentSeries: true,
        contentSeries: { title: 'Living well with diabetes', icon: 'heart', link: '/diabetes', color_scheme: 'plum', single_author: 'Dana Ortiz, RD' },
        headerTitle: 'More in this series',
        list: [
          { title: 'Reading a food label', url: '/diabetes/food-labels' },
          { title: 'Planning balanced meals', url: '/diabetes/meal-planning' },
        ],
      },
    ],
  },
  brandColour: {
    widgetFormat: 'widget-call-out',
    items: [
      {
        isBrandPage: true,
        brandPage: { brandColor: '#1f3a93' },
        headerTitle: 'Shop our tested picks',
        optionalIcon: 'star',
        list: [
          { title: 'Fish oil our testers liked', url: 'https://www.amazon.com/Omega-Fish-Oil/dp/B0FISHOIL1', text: 'Third-party tested.' },
          { title: 'A plant-based omega-3', url: 'https://shop.example/omega-3-algae?rvo_aff=1' },
        ],
      },
      {
        isBrandPage: true,
        brandPage: { brandColor: '#f2c94c' },
        headerTitle: 'On a light brand colour the text turns dark',
        list: [{ title: 'Vitamin D and your bones', url: '/nutrition/vitamin-d' }],
      },
    ],
  },
  plainLines: {
    widgetFormat: 'widget-call-out',
    items: [
      {
        headerTitle: 'Quick facts',
        isBullets: false,
        list: [
          { title: 'Water', text: 'Most adults need about 8 cups a day from drinks and food.' },
          { title: 'Fibre', text: 'Aim for 25 to 34 grams a day.' },
        ],
        content: '<p>Needs vary with age, activity and health. <a href="https://www.cdc.gov/nutrition/">See the CDC guidance</a>.</p>',
      },
    ],
  },
  longest: {
    widgetFormat: 'widget-call-out',
    items: [
      {
        isContentSeries: true,
        contentSeries: {
          title: 'A year of small steps: living with a long-term condition and looking after your mental health along the way',
          icon: 'calendar',
          color_scheme: 'sand',
          single_author: 'Alexandra Montgomery-Fitzwilliam, PhD, Licensed Clinical Psychologist',
        },
        optionalWhisper: 'Part of a longer series written and reviewed by our clinical team',
        headerTitle:
          'Everything you might want to read next about managing a long-term health condition, from diagnosis to daily routines and support',
        headerIcon: 'lightbulb',
        optionalIcon: 'leaf',
        list: Array.from({ length: 10 }, (_, i) => ({
          title: `Chapter ${i + 1}: practical advice from people who have been there, and from the specialists who support them every day`,
          url: `/series/chapter-${i + 1}`,
          text: 'A short summary of what this chapter covers, written in plain language so you can decide whether it is the right one to read next.',
        })),
      },
    ],
  },
  headerOnly: {
    widgetFormat: 'widget-call-out',
    items: [{ headerTitle: 'More on this topic soon', headerIcon: 'chat', isContentSeries: true }],
  },
  empty: {
    widgetFormat: 'widget-call-out',
    items: [],
  },
} satisfies Record<string, z.input<typeof widgetCallOutSchema>>;
