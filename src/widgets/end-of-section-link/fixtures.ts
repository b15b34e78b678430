import type { z } from 'zod';
import type { endOfSectionLinkSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'end-of-section-link',
    prompt: 'Keep reading:',
    displayText: 'How to build a balanced plate',
    destinationUrl: '/nutrition/balanced-plate',
  },
  storeAndPerks: {
    widgetFormat: 'end-of-section-link',
    prompt: 'Shop for omega-3 supplements:',
    displayText: 'Third-party tested fish oil at our partner store',
    destinationUrl: 'https://shop.example/omega-3',
  },
  mealPartner: {
    widgetFormat: 'end-of-section-link',
    prompt: 'Want help planning meals?',
    displayText: 'Try a dietitian-designed meal plan from PlateJoy',
    destinationUrl: 'https://www.platejoy.com/',
  },
  outbound: {
    widgetFormat: 'end-of-section-link',
    prompt: 'Official guidance:',
    displayText: 'Dietary Guidelines for Americans',
    destinationUrl: 'https://www.dietaryguidelines.gov/',
  },
  noPrompt: {
    widgetFormat: 'end-of-section-link',
    displayText: 'Back to the start of this guide',
    destinationUrl: '#page1-top',
  },
  longest: {
    widgetFormat: 'end-of-section-link',
    prompt: 'If you want to read more about how fibre, protein and healthy fats work together to keep you full for longer,',
    displayText: 'read our complete, dietitian-reviewed guide to building meals that keep your blood sugar steady through the whole afternoon',
    destinationUrl: '/nutrition/meals-for-steady-blood-sugar-a-complete-guide-reviewed-by-registered-dietitians',
  },
  unparsableUrl: {
    widgetFormat: 'end-of-section-link',
    prompt: 'Shop for:',
    displayText: 'A link whose address is broken shows as text',
    destinationUrl: 'https://[broken-address/omega-3',
  },
} satisfies Record<string, z.input<typeof endOfSectionLinkSchema>>;
