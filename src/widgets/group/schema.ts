import { z } from 'zod';
import { childBodyField } from '@/content/article-schema';
import { plainText } from '@/content/fields';

/** The backgrounds a group may have: site colour tokens, so every one keeps the body text's contrast. */
export const GROUP_BACKGROUNDS = ['none', 'surface', 'brand-soft'] as const;

export const maxGroupNodes = 30;

export const groupSchema = z
  .strictObject({
    widgetFormat: z.literal('group'),
    heading: plainText(160).optional().describe('Heading (h2) above the group; it also names the group for screen readers.'),
    label: plainText(160).optional().describe('Accessible name of the group when it has no heading (read by screen readers, not shown).'),
    background: z.enum(GROUP_BACKGROUNDS).default('none').describe('none, or a soft panel: surface (light grey) or brand-soft (the site colour, tinted).'),
    children: childBodyField(maxGroupNodes).describe('The grouped html and widget nodes, in order; each widget is checked against its own schema.'),
  })
  .describe('A group (spec "group"): html and widgets kept together under an optional heading, with even spacing and an optional soft background. No ad slot goes inside.');
