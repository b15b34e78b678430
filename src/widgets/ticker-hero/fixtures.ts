import type { z } from 'zod';
import type { tickerHeroSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'ticker-hero',
    tickerHeadline: { beforeText: 'One small habit a day for', items: ['better sleep', 'a calmer mind', 'a stronger heart'], afterText: 'in two minutes.' },
    heroDescription: ['One habit in your inbox each morning', 'Reviewed by doctors and dietitians', 'Free, and you can unsubscribe at any time'],
    heroImage: { imageUrl: '/images/landing/ticker-hero-daily-dose.svg', alt: '' },
    colorTheme: 'mlpDailyDose',
    heroCtaText: 'SEE TODAY\'S HABIT',
    heroCtaUrl: '/daily-dose',
  },
  newsletterQuiz: {
    widgetFormat: 'ticker-hero',
    tickerHeadline: { beforeText: 'Get expert tips on', items: ['sleep', 'stress', 'nutrition', 'staying active'], afterText: 'every week.' },
    heroDescription: ['New, medically reviewed articles once a week', 'Tell us your interests and we will pick for you'],
    heroImage: { imageUrl: '/images/landing/ticker-hero-daily-dose.svg', alt: '' },
    newsletterLists: ['wellness-wire'],
    heroCallToAction: 'SIGN UP NOW',
    questionnaire: true,
  },
  newsletterOnly: {
    widgetFormat: 'ticker-hero',
    tickerHeadline: { beforeText: 'Mental health news you can use,', items: ['every Monday', 'in five minutes'], afterText: '' },
    heroDescription: ['Short reads on mood, sleep and stress'],
    colorTheme: 'mlpThinkingAloud',
    newsletterLists: ['nutrition-notes'],
  },
  oneItem: {
    widgetFormat: 'ticker-hero',
    tickerHeadline: { beforeText: 'Eat well with', items: ['Nutrition Notes'], afterText: 'twice a month.' },
    heroCtaUrl: '/nutrition',
    colorTheme: 'mlpUnpaused',
  },
  noItems: {
    widgetFormat: 'ticker-hero',
    tickerHeadline: { beforeText: 'Health news,', items: [], afterText: 'explained plainly.' },
    heroDescription: ['Clear articles, checked by medical experts'],
    heroCtaUrl: '/about',
  },
  longItems: {
    widgetFormat: 'ticker-hero',
    tickerHeadline: {
      beforeText: 'Practical, medically reviewed guidance for',
      items: ['people living with type 2 diabetes and their families', 'sleep', 'caregivers looking after a parent or partner at home'],
      afterText: 'delivered to your inbox every single week, free of charge.',
    },
    heroDescription: [
      'Each issue explains one topic in depth, with the evidence behind it and the questions to ask at your next appointment',
      'Written by health journalists and reviewed by clinicians before it is sent',
    ],
    heroImage: { imageUrl: '/images/landing/ticker-hero-mind-matters.svg', alt: 'A drawing of a light bulb shaped like a head, on a lilac background' },
    newsletterLists: ['not-a-list-of-this-site'],
    heroCallToAction: 'JOIN NOW',
    questionnaire: true,
    wave: false,
  },
  survey: {
    widgetFormat: 'ticker-hero',
    tickerHeadline: { beforeText: 'One small habit a day for', items: ['better sleep', 'a healthy heart', 'easier eating'], afterText: '' },
    heroDescription: ['Tell us what you would like help with, and we will pick our habits and articles for it'],
    colorTheme: 'mlpDailyDose',
    survey: {
      whisper: 'Quick question',
      feedbackTitle: 'What would you like your habits to help with?',
      feedbackDescription: 'Choose as many as you like.',
      feedbackCallToAction: 'SUBMIT',
      feedbackSelections: ['sleep', 'heart-health', 'nutrition', 'healthy-eating', 'blood-pressure', 'insomnia', 'cholesterol', 'Something else'],
    },
  },
  noCta: {
    widgetFormat: 'ticker-hero',
    tickerHeadline: { beforeText: '', items: ['Move more', 'Sit less'], afterText: '' },
  },
} satisfies Record<string, z.input<typeof tickerHeroSchema>>;
