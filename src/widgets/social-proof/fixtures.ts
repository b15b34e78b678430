import type { z } from 'zod';
import type { socialProofSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'social-proof',
    items: [
      { icon: 'star_with_check', mainText: 'Medically reviewed', subText: 'Checked by a doctor or specialist' },
      { icon: 'clock', mainText: 'Updated regularly', subText: 'We review articles as evidence changes' },
      { icon: 'users', mainText: 'Written for everyone', subText: 'Plain language, no jargon' },
    ],
  },
  twoItems: {
    widgetFormat: 'social-proof',
    items: [
      { icon: 'heart', mainText: 'Heart health basics', subText: 'Start with the numbers that matter' },
      { icon: 'brain', mainText: 'Mind and mood' },
    ],
  },
  oneItem: {
    widgetFormat: 'social-proof',
    items: [{ icon: 'globe', mainText: 'Sources from public health agencies' }],
  },
  incompleteItemsHidden: {
    widgetFormat: 'social-proof',
    items: [
      { icon: 'pills', mainText: 'Medication guides', subText: 'What each medicine is for' },
      { mainText: 'This item has no icon and is not shown' },
      { icon: 'watch', subText: 'This item has no main text and is not shown' },
    ],
  },
  longTexts: {
    widgetFormat: 'social-proof',
    items: [
      {
        icon: 'shipping_box',
        mainText: 'A main line that is as long as an editor is allowed to make it, eighty chars',
        subText:
          'A sub line that runs on for a while to show how the item wraps its text when there is a lot of it, up to the hundred and sixty character limit of the field.',
      },
      { icon: 'devices', mainText: 'Readable on every device', subText: 'Phone, tablet or computer' },
      { icon: 'battery', mainText: 'Energy and fatigue', subText: 'Why you may feel tired' },
    ],
  },
  allIcons: {
    widgetFormat: 'social-proof',
    items: [
      { icon: 'house', mainText: 'Care at home' },
      { icon: 'checkmark', mainText: 'Simple steps' },
      { icon: 'cancel', mainText: 'No sign-up needed' },
    ],
  },
  star: {
    widgetFormat: 'social-proof',
    items: [{ icon: 'star', mainText: 'Reader favourite topics' }],
  },
  empty: {
    widgetFormat: 'social-proof',
    items: [],
  },
} satisfies Record<string, z.input<typeof socialProofSchema>>;
