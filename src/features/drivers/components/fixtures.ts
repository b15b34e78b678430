import type { ResponseDriver } from '../api-schema';
import type { DriverType } from '@/content/campaigns/schema';

/**
 * One example driver of each type as the drivers API answers it (tests, and anyone who needs a
 * realistic driver). Copy is plain reader-facing English.
 */
const base = {
  style: 'card',
  variant: 'A',
  articlePlacement: 'rightRail',
} satisfies Partial<ResponseDriver>;

export const driverFixtures = {
  newsletter: {
    ...base,
    driverType: 'newsletter',
    _uuid: '7f0c2a4e-1d3b-4c55-9a61-0b2f6c8d9e01',
    campaignName: 'Wellness Wire sign-up',
    headline: 'Get our Wellness Wire newsletter',
    bodyCopy: 'New, medically reviewed articles once a week. Unsubscribe at any time.',
    newsletterLists: ['wellness-wire'],
    newsletterSource: 'driver-right-rail',
    confirm: { headline: 'Thanks for signing up!', bodyCopy: 'Please check your inbox and select the link in our email to confirm your subscription.' },
  },
  download: {
    ...base,
    driverType: 'download',
    _uuid: '2b6e9d10-4a7c-4f3e-8d25-6c1a0e9b7f02',
    campaignName: 'Heart-healthy shopping list',
    headline: 'Download a heart-healthy shopping list',
    bodyCopy: 'A one-page list of foods to look for, to print or keep on your phone.',
    image: { src: '/images/galleries/fiber-foods/broccoli.svg', alt: 'Broccoli florets', width: 1200, height: 900 },
    callToAction: 'Download the list',
    callToActionURL: '/downloads/heart-healthy-shopping-list.pdf',
    confirm: { headline: 'Your list is on its way', bodyCopy: 'If the download did not start, select the link again.' },
  },
  survey: {
    ...base,
    driverType: 'survey',
    _uuid: '9c3d1e77-5b2a-4d8f-a0c6-3e7f1b2d4a03',
    campaignName: 'Topics survey',
    whisper: 'Quick question',
    feedbackTitle: 'What would you like to read more about?',
    feedbackDescription: 'Pick the topics you care about. It helps us decide what to write next.',
    feedbackSelections: ['heart-health', 'nutrition', 'sleep', 'vitamins-and-supplements', 'blood-pressure', 'cholesterol', 'insomnia', 'Something else'],
    feedbackStep: { headline: 'Thank you for your answer', bodyCopy: 'We will write more on what readers ask for.', callToAction: 'Continue' },
    confirm: { headline: 'Your answer helps us', bodyCopy: 'We use answers like yours to choose what to write about next.' },
  },
  quiz: {
    ...base,
    driverType: 'quiz',
    _uuid: '4e8a2c91-7d3f-4b16-b9e0-5a2c7d1f3e04',
    campaignName: 'Prescription savings check',
    headline: 'Could you pay less for your prescription?',
    bodyCopy: 'Answer one question to see whether a savings coupon may help.',
    quiz: {
      quizType: 'couponEligibility',
      question: 'Do you pay for your prescriptions without government insurance such as Medicare or Medicaid?',
      choices: [
        { label: 'Yes, I pay with private insurance or without insurance', value: 'eligible' },
        { label: 'No, I have Medicare, Medicaid or other government insurance', value: 'not-eligible' },
      ],
    },
    callToAction: 'Find savings',
    callToActionURL: '/heart-health/atorvastatin-savings',
  },
  stickyBanner: {
    ...base,
    articlePlacement: 'stickyBanner',
    driverType: 'stickyBanner',
    _uuid: '5d1f3a62-8e4b-4c27-9f13-6b3d8e2a5f05',
    campaignName: 'Blood pressure guide banner',
    headline: 'Learn what your blood pressure numbers mean',
    callToAction: 'Read the guide',
    callToActionURL: '/heart-health/blood-pressure-numbers',
  },
  paidMediaDriver: {
    ...base,
    driverType: 'paidMediaDriver',
    _uuid: '6a2e4b73-9f5c-4d38-a024-7c4e9f3b6a06',
    campaignName: 'Pharmacy delivery offer',
    whisper: 'Partner offer',
    headline: 'Prescriptions delivered to your door',
    bodyCopy: 'Free standard delivery on your first order.',
    vendorName: 'Northwind Pharmacy',
    image: { src: '/images/landing/sunrise-still.png', alt: '', width: 240, height: 136 },
    callToActionURL: 'https://pharmacy.example.com/delivery',
  },
  contentPromo: {
    ...base,
    driverType: 'contentPromo',
    _uuid: '8b3f5c84-0a6d-4e49-b135-8d5f0a4c7b07',
    campaignName: 'Heart health hub promo',
    headline: 'Your heart health guide',
    bodyCopy: 'Warning signs, everyday habits and how to talk with your doctor, in one place.',
    image: { src: '/images/landing/morning-walk.svg', alt: 'A sunny path through green hills', width: 640, height: 400 },
    callToActionURL: '/heart-health',
  },
  announcementBar: {
    ...base,
    articlePlacement: 'announcementBar',
    driverType: 'announcementBar',
    _uuid: '1c4a6d95-2b7e-4f50-8246-9e6a1b5d8c08',
    campaignName: 'Flu season reminder',
    announcementText: 'Flu season is here: find out who should get a flu shot.',
    callToAction: 'Read more',
    callToActionURL: '/flu/who-should-get-a-flu-shot',
    callToActionType: 'link',
    backgroundColor: '#063f3f',
    textColor: '#ffffff',
  },
} satisfies Record<DriverType, ResponseDriver>;

/** A copy of a type's example with some fields changed. */
export function exampleDriver<T extends DriverType>(type: T, overrides: Partial<ResponseDriver> = {}): ResponseDriver {
  return { ...driverFixtures[type], ...overrides } as ResponseDriver;
}
