import type { z } from 'zod';
import type { quoteBlockSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'quote-block',
    header: 'An expert view',
    text: 'Small, steady changes to what you eat are easier to keep up than a strict diet, and they add up over time.',
    author: 'Maria Lopez, RD',
    title: 'Registered dietitian',
    imageSrc: '/images/people/maria-lopez.svg',
    imageAlt: 'Portrait of Maria Lopez',
  },
  noImage: {
    widgetFormat: 'quote-block',
    text: 'Sleep is not a luxury. It is when the body repairs itself.',
    author: 'Dr. James Okafor',
    title: 'Sleep medicine specialist',
  },
  defaultImageAlt: {
    widgetFormat: 'quote-block',
    text: 'Walking 30 minutes a day is one of the best things you can do for your heart.',
    author: 'Dr. Anita Shah',
    imageSrc: '/images/people/anita-shah.svg',
  },
  textOnly: {
    widgetFormat: 'quote-block',
    text: 'I wish someone had told me sooner that asking for help is a sign of strength.',
  },
  headerOnly: {
    widgetFormat: 'quote-block',
    header: 'What our readers say',
  },
  longText: {
    widgetFormat: 'quote-block',
    header: 'Living with type 2 diabetes: one reader describes the first year after diagnosis, from the shock of the news to finding a routine that works',
    text: `${'At first every meal felt like a test I could fail. Over the months I learned to read labels, to plan ahead, and to forgive myself on the days that did not go to plan. '.repeat(6)}`.trim(),
    author: 'Samantha Greenberg-Whitfield',
    title: 'Reader, community contributor and volunteer peer supporter with the local diabetes association',
    imageSrc: '/images/people/samantha.svg',
    imageAlt: 'Samantha smiling in a park',
  },
  empty: {
    widgetFormat: 'quote-block',
    header: '  ',
    text: '',
    imageSrc: '/images/people/anonymous.svg',
  },
} satisfies Record<string, z.input<typeof quoteBlockSchema>>;
