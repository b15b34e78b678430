import type { z } from 'zod';
import type { livedExperienceSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'lived-experience',
    title: 'What helped me ask for support',
    photo: { src: '/images/people/maria-lopez.svg', alt: 'Illustrated portrait of Maria Lopez' },
    name: 'Maria Lopez',
    credentials: 'Has lived with depression since her twenties',
    quote:
      'For a long time I thought I just needed to try harder. Telling my doctor how I really felt was the hardest part, and the most useful thing I did.',
    cta: { text: 'Read Maria’s story', url: '/mental-health/living-with-depression' },
    authorBioPageUrl: '/authors/maria-lopez',
  },
  noPhoto: {
    widgetFormat: 'lived-experience',
    name: 'Sam',
    credentials: 'Parent of a child with asthma',
    quote: 'Keeping a written plan on the fridge meant everyone knew what to do.',
  },
  externalBio: {
    widgetFormat: 'lived-experience',
    photo: { src: '/images/people/dana-whitfield.svg', alt: 'Illustrated portrait of Dana Whitfield' },
    name: 'Dana Whitfield',
    credentials: 'Peer support worker',
    quote: 'Talking to someone who had been there made me feel less alone.',
    authorBioPageUrl: 'https://www.nami.org/',
  },
  longest: {
    widgetFormat: 'lived-experience',
    title: 'Living with a long-term condition: what I wish someone had told me in the first year after my diagnosis',
    photo: { src: '/images/people/anita-shah.svg', alt: 'Illustrated portrait of Anita Shah, with short dark hair, in a teal top' },
    name: 'Anita Shah-Montgomery-Fitzwilliam',
    credentials: 'Has lived with type 1 diabetes for more than twenty years and volunteers with a local support group',
    quote: `${'The first year was a lot of learning: counting carbohydrates, checking my levels, and working out how stress and sleep changed everything. What helped most was finding other people who understood, and a care team who listened. '.repeat(3)}`.trim(),
    cta: { text: 'Read more stories from people living with diabetes', url: '/diabetes/stories' },
    authorBioPageUrl: '/authors/anita-shah',
  },
} satisfies Record<string, z.input<typeof livedExperienceSchema>>;
