import { z } from 'zod';
import { plainText } from '@/content/fields';

/** Spec (article blocks 3): the icons a social-proof item can show. */
export const socialProofIcons = [
  'star_with_check',
  'shipping_box',
  'star',
  'house',
  'globe',
  'clock',
  'checkmark',
  'cancel',
  'devices',
  'users',
  'battery',
  'brain',
  'watch',
  'heart',
  'pills',
] as const;

/** Spec (article blocks 9): a block holds at most 3 items. */
export const socialProofMaxItems = 3;

export const socialProofItemSchema = z.strictObject({
  icon: z.enum(socialProofIcons).optional().describe('Which icon to show; an item without an icon is not shown.'),
  mainText: plainText(80).optional().describe('The main line, e.g. "Reviewed by doctors"; an item without it is not shown.'),
  subText: plainText(160).optional().describe('A smaller line under the main text.'),
});

export const socialProofSchema = z
  .strictObject({
    widgetFormat: z.literal('social-proof'),
    items: z.array(socialProofItemSchema).max(socialProofMaxItems).default([]).describe('Up to 3 items; each shows only with both its icon and main text.'),
  })
  .describe('A row of up to 3 short facts, each an icon with a main text and an optional sub text; each takes 100%, 50% or 33.33% of the width by how many show.');

export type SocialProofItem = z.output<typeof socialProofItemSchema>;
