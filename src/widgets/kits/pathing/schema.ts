import { z } from 'zod';
import { imageSrcField, linkField, plainText, requiredText } from '@/content/fields';

/** Spec default CTA text for the hub link (article blocks 9). */
export const defaultHubCtaText = 'VISIT HUB';

export const pathingTileSchema = z.strictObject({
  title: requiredText(200).describe('Tile title; shows at most 26 characters, the whole title stays in its accessible name.'),
  url: linkField.describe('Where the tile leads: a site path or an https URL.'),
  description: plainText(300).optional().describe('Short description (shown by pathing-cards only).'),
  imageSrc: imageSrcField.optional().describe('Card image (shown by pathing-cards only).'),
  imageAlt: plainText(300).optional().describe('Alt text of the card image; empty when it is decorative.'),
});

export const pathingFields = {
  hubTitle: plainText(200).optional().describe('Heading of the tiles block; shows at most 60 characters.'),
  hubUrl: linkField.optional().describe('The hub page; pathing-test links to it with the CTA.'),
  ctaText: plainText(40).optional().describe('Text of the hub link in pathing-test; "VISIT HUB" when empty.'),
  tiles: z.array(pathingTileSchema).max(24).default([]).describe('The tiles, in order.'),
};

export type PathingData = {
  hubTitle?: string;
  hubUrl?: string;
  ctaText?: string;
  tiles: z.output<typeof pathingTileSchema>[];
};
