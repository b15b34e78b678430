import type { z } from 'zod';
import type { faqItemSchema } from './schema';

export function faqPageJsonLd(items: readonly z.output<typeof faqItemSchema>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
