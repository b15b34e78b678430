import type { NewsletterClientConfig } from '@/features/newsletter/config';

/** The browser's newsletter configuration for tests: healthline's Wellness Wire, outside the EEA, no date pickers. */
export function newsletterClientConfig(overrides: Partial<NewsletterClientConfig> = {}): NewsletterClientConfig {
  return {
    site: 'healthline',
    isEEA: false,
    lists: ['wellness-wire'],
    title: 'Get our Wellness Wire newsletter',
    description: 'Weekly.',
    datePickers: [],
    botCheck: { kind: 'altcha' },
    ...overrides,
  };
}
