import { z } from 'zod';
import { imageSrcField, plainText, requiredText } from '@/content/fields';

const stepImageSchema = z
  .strictObject({
    src: imageSrcField.describe('The picture: a site path (/images/…) or an https URL.'),
    alt: plainText(200).default('').describe('What the picture shows; empty when it only decorates the step.'),
    width: z.int().min(1).max(2000).describe('Intrinsic width in pixels; with height, reserves the space before the image loads.'),
    height: z.int().min(1).max(2000).describe('Intrinsic height in pixels.'),
  })
  .describe("A step's picture, shown above its title.");

const stepSchema = z
  .strictObject({
    title: requiredText(120).describe('What to do, in a few words.'),
    text: plainText(400).optional().describe('A sentence or two on how.'),
    image: stepImageSchema.optional(),
  })
  .describe('One numbered step.');

export const maxSteps = 3;

export const oneTwoThreeSchema = z
  .strictObject({
    widgetFormat: z.literal('oneTwoThree'),
    title: plainText(160).optional().describe('Heading above the steps.'),
    steps: z.array(stepSchema).min(1).max(maxSteps).describe('1 to 3 steps, shown in order and numbered 1, 2, 3.'),
  })
  .describe('Numbered steps ("1-2-3"): up to three short steps, each a title, a line of text and an optional picture. Static: ships no JavaScript.');
