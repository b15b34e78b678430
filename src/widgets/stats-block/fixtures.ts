import type { z } from 'zod';
import type { statsBlockSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'stats-block',
    header: 'Diabetes in the United States',
    items: [
      { number: '37.3 million', text: 'people have diabetes' },
      { number: '1 in 5', text: 'of them do not know they have it' },
      { number: '96 million', text: 'adults have prediabetes' },
    ],
    source: '<p>Source: <a href="https://www.cdc.gov/diabetes/data/statistics-report/">CDC National Diabetes Statistics Report</a></p>',
  },
  formats: {
    widgetFormat: 'stats-block',
    header: 'Numbers in many formats',
    items: [
      { number: '80%', text: 'of heart disease and stroke is preventable' },
      { number: '$4.1 trillion', text: 'spent on health care in the US in a year' },
      { number: '1,200', text: 'calories is a common minimum for adult women' },
      { number: '0.5 mg', text: 'a typical low starting dose' },
    ],
  },
  noHeader: {
    widgetFormat: 'stats-block',
    items: [
      { number: '7-9 hours', text: 'of sleep a night is recommended for adults' },
      { number: '150 minutes', text: 'of moderate activity a week' },
    ],
  },
  longText: {
    widgetFormat: 'stats-block',
    header:
      'What the latest national surveys tell us about how adults in the United States sleep, move, eat and look after their mental health, year after year',
    items: Array.from({ length: 12 }, (_, i) => ({
      number: `${(i + 1) * 7}%`,
      text: 'of adults surveyed said they had changed at least one daily habit in the past year to protect their long-term health, most often their diet or how much they walk',
    })),
    source:
      '<p>Sources:</p><ul><li><a href="https://www.cdc.gov/nchs/nhis/">National Health Interview Survey</a></li><li><a href="https://www.cdc.gov/brfss/">Behavioral Risk Factor Surveillance System</a></li></ul>',
  },
  headerOnly: {
    widgetFormat: 'stats-block',
    header: 'Key figures coming soon',
  },
  empty: {
    widgetFormat: 'stats-block',
  },
} satisfies Record<string, z.input<typeof statsBlockSchema>>;
