import type { z } from 'zod';
import type { embedSchema } from './schema';

type EmbedInput = z.input<typeof embedSchema>;

export const fixtures = {
  default: {
    widgetFormat: 'embed',
    url: 'https://vimeo.com/76979871',
    title: 'How to measure your blood pressure at home',
    caption: '<p>A short video from a community nurse on sitting, cuff position and when to take a reading.</p>',
  },
  datawrapperChart: {
    widgetFormat: 'embed',
    url: 'https://datawrapper.dwcdn.net/Qk7vN/2/',
    title: 'Share of adults with high blood pressure, by age group',
    caption: '<p>Source: national health survey, 2023. Figures are rounded to the nearest whole percent.</p>',
    aspectRatio: '4:3',
    thumbnail: '/images/embeds/chart-preview.svg',
  },
  youTubeEmbedCode: {
    widgetFormat: 'embed',
    embedCode:
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ?si=Yx1&amp;start=30" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen></iframe>',
    title: 'A gentle 10-minute stretch for stiff shoulders',
  },
  tikTokPortrait: {
    widgetFormat: 'embed',
    url: 'https://www.tiktok.com/@healthadvice/video/7301234567890123456',
    title: 'A pharmacist explains how to take antibiotics',
  },
  instagramPost: {
    widgetFormat: 'embed',
    url: 'https://www.instagram.com/p/C3xYz12AbCd/',
    title: 'Five fibre-rich breakfast ideas, shared by a registered dietitian',
  },
  flourishStory: {
    widgetFormat: 'embed',
    url: 'https://public.flourish.studio/story/2104567/',
    title: 'How sleep changes across a lifetime',
    aspectRatio: '16 / 10',
  },
  infogramChart: {
    widgetFormat: 'embed',
    url: 'https://infogram.com/daily-steps-by-weekday-1h7z2l8www3gp6o',
    title: 'Average daily steps, Monday to Sunday',
  },
  tableauDashboard: {
    widgetFormat: 'embed',
    url: 'https://public.tableau.com/views/FluVaccinationRates/Overview',
    title: 'Flu vaccination rates by region',
    aspectRatio: '1:1',
  },
  longTitle: {
    widgetFormat: 'embed',
    url: 'https://youtu.be/aqz-KE-bpKQ?t=1m5s',
    title:
      'What happens in your body during the first week after you stop smoking, from the first day without nicotine to the changes in your breathing, taste and sleep that many people notice',
  },
} satisfies Record<string, EmbedInput>;
