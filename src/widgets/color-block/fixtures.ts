import type { z } from 'zod';
import type { colorBlockSchema } from './schema';

const html = (markup: string) => ({ type: 'html' as const, html: markup });

export const fixtures = {
  default: {
    widgetFormat: 'color-block',
    landingPageColorTheme: 'mlpDailyDose',
    gifUrl: '/images/landing/sunrise.gif',
    gifStillUrl: '/images/landing/sunrise-still.png',
    gifAlt: '',
    gifWidth: 240,
    gifHeight: 136,
    children: [
      html(
        '<h2>One small habit a day</h2><p>Daily Dose sends one easy habit each morning, with the reasons behind it. It takes a minute to read.</p><p><a href="/daily-dose">See how Daily Dose works</a></p>',
      ),
    ],
  },
  editorColours: {
    widgetFormat: 'color-block',
    primaryColor: '#0b3d91',
    secondaryColor: '#f6c453',
    children: [html('<h2>Talk with your doctor</h2><p>Bring your questions to your next checkup. <a href="/heart-health/preparing-for-a-checkup">How to prepare for a checkup</a>.</p>')],
  },
  midGrey: {
    widgetFormat: 'color-block',
    primaryColor: '#777',
    secondaryColor: '#333',
    children: [html('<p>On a mid grey band the text is black or white, whichever reads better. <a href="/sleep/sleep-hygiene-tips">Sleep tips</a>.</p>')],
  },
  pureYellow: {
    widgetFormat: 'color-block',
    primaryColor: '#ffff00',
    children: [html('<p>On bright yellow the text turns black. <a href="/nutrition/fiber-basics">Fiber basics</a>.</p>')],
  },
  endOfArticleGif: {
    widgetFormat: 'color-block',
    landingPageColorTheme: 'mlpUnpaused',
    gifUrl: '/images/landing/sunrise.gif',
    gifAlt: 'A sun rising over a red horizon',
    gifWidth: 240,
    gifHeight: 136,
    isEndOfArticleGif: true,
    children: [html('<h2>See you tomorrow</h2><p>That is all for today. Readers who ask for less motion do not see this animation.</p>')],
  },
  themeWithOverride: {
    widgetFormat: 'color-block',
    landingPageColorTheme: 'mlpThinkingAloud',
    secondaryColor: '#b3261e',
    children: [
      html('<h2>Thinking Aloud</h2><p>Honest stories about mental health, written with care.</p>'),
      {
        widgetFormat: 'oneTwoThree',
        steps: [
          { title: 'Read a story', text: 'One new story each week.' },
          { title: 'Take a moment', text: 'Notice how it relates to your own life.' },
        ],
      },
    ],
  },
  gifOnly: {
    widgetFormat: 'color-block',
    primaryColor: '#f3effa',
    gifUrl: '/images/landing/sunrise.gif',
    gifStillUrl: '/images/landing/sunrise-still.png',
    gifAlt: 'A sun rising over a red horizon',
    gifWidth: 240,
    gifHeight: 136,
    children: [],
  },
  empty: {
    widgetFormat: 'color-block',
    children: [],
  },
} satisfies Record<string, z.input<typeof colorBlockSchema>>;
