import type { z } from 'zod';
import type { quantitativeTrustSchema } from './schema';

const explanation =
  '<p>Every product in our roundups is chosen by editors who follow our <a href="/about/product-selection-process">product selection process</a>. Testers use each product at home for at least two weeks and score it against the same criteria, and our medical reviewers check every health claim before an article goes live.</p><p>Brands cannot pay to be included, and we check each brand for its business practices and any warning letters or lawsuits. <a href="/about/brand-and-product-vetting">Read how we vet brands and products</a>.</p>';

export const fixtures = {
  default: {
    widgetFormat: 'quantitative-trust',
    metrics: [
      { count: 1240, description: 'hours of hands-on testing' },
      { count: 38, description: 'products tested' },
      { count: '12', description: 'medical reviewers consulted' },
    ],
    explanationTitle: 'How we test and choose products',
    explanationDescription: explanation,
  },
  productName: {
    widgetFormat: 'quantitative-trust',
    productName: 'Wellread Mind',
    metrics: [
      { count: '40+', description: 'blankets compared' },
      { count: 6, description: 'testers' },
    ],
    explanationDescription: '<p>Short explanation that needs no toggle.</p>',
  },
  metricsOnly: {
    widgetFormat: 'quantitative-trust',
    metrics: [
      { count: 1500000, description: 'readers a month trust our reviews' },
      { count: 'Since 2019', description: '' },
    ],
  },
  explanationOnly: {
    widgetFormat: 'quantitative-trust',
    metrics: [],
    explanationTitle: 'Our promise',
    explanationDescription: explanation.repeat(3),
  },
  empty: {
    widgetFormat: 'quantitative-trust',
    metrics: [],
  },
} satisfies Record<string, z.input<typeof quantitativeTrustSchema>>;
