import type { z } from 'zod';
import type { referencesSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'references',
    items: [
      {
        title: '2017 ACC/AHA/AAPA/ABC/ACPM/AGS/APhA/ASH/ASPC/NMA/PCNA Guideline for the Prevention, Detection, Evaluation, and Management of High Blood Pressure in Adults',
        authors: 'Whelton PK, Carey RM, Aronow WS, et al.',
        publisher: 'Hypertension',
        year: 2018,
        doi: '10.1161/HYP.0000000000000065',
      },
      {
        title: 'Recommended Amount of Sleep for a Healthy Adult: A Joint Consensus Statement of the American Academy of Sleep Medicine and Sleep Research Society',
        authors: 'Watson NF, Badr MS, Belenky G, et al.',
        publisher: 'Journal of Clinical Sleep Medicine',
        year: 2015,
        pmid: '25979105',
      },
      {
        title: 'Vitamin D: Fact Sheet for Health Professionals',
        publisher: 'NIH Office of Dietary Supplements',
        year: 2024,
        url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
      },
    ],
  },
  customHeading: {
    widgetFormat: 'references',
    heading: 'Further reading',
    items: [
      {
        title: 'Physical Activity Guidelines for Americans, 2nd edition',
        publisher: 'U.S. Department of Health and Human Services',
        year: 2018,
        url: 'https://health.gov/our-work/nutrition-physical-activity/physical-activity-guidelines/current-guidelines',
      },
    ],
  },
  longTitleAndIdentifier: {
    widgetFormat: 'references',
    items: [
      {
        title: `A deliberately long title to check wrapping: ${'systematic review and meta-analysis of randomised controlled trials, '.repeat(3)}with a subtitle`,
        authors: 'A very long list of authors, Second Author, Third Author, Fourth Author, Fifth Author, Sixth Author, et al.',
        publisher: 'A Journal With A Long Name About Epidemiology, Prevention And Public Health',
        year: 2021,
        doi: '10.1000/averyveryveryveryveryverylongsuffix-without-any-natural-break-points-0123456789',
      },
    ],
  },
} satisfies Record<string, z.input<typeof referencesSchema>>;
