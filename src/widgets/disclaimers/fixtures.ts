import type { z } from 'zod';
import type { disclaimersSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'disclaimers',
    affiliates: [
      { name: 'platejoy', domain: 'www.platejoy.com' },
      { name: 'optum', domain: 'https://perks.optum.com/drugs' },
      { name: 'wellos', domain: 'wellos.com' },
    ],
  },
  optumPerks: {
    widgetFormat: 'disclaimers',
    affiliates: [{ name: 'optum', domain: 'perks.optum.com' }],
  },
  optumNowAndOther: {
    widgetFormat: 'disclaimers',
    affiliates: [
      { name: 'optum', domain: 'optum.com' },
      { name: 'other', domain: 'https://partner.example/offer', label: 'Demo Partner Plus' },
    ],
  },
  otherWithoutLabel: {
    widgetFormat: 'disclaimers',
    affiliates: [{ name: 'other', domain: 'shop.example.com' }],
  },
  unlistedDomain: {
    widgetFormat: 'disclaimers',
    affiliates: [{ name: 'other', domain: 'www.amazon.com' }],
  },
  noAffiliates: {
    widgetFormat: 'disclaimers',
    affiliates: [],
  },
  longLabel: {
    widgetFormat: 'disclaimers',
    affiliates: [
      { name: 'other', domain: 'perks.example', label: 'The Very Long Named Demo Perks Programme for Members and Their Families' },
      { name: 'other', domain: 'partner.example', label: 'Demo Partner' },
      { name: 'platejoy', domain: 'platejoy.com' },
      { name: 'optum', domain: 'store.optum.com' },
    ],
  },
} satisfies Record<string, z.input<typeof disclaimersSchema>>;
