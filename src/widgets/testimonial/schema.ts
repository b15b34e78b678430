import { z } from 'zod';
import { imageSrcField, plainText, requiredText } from '@/content/fields';

const hexColour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour like #c0dcdf');

export const testimonialImageSchema = z.strictObject({
  src: imageSrcField.describe('The picture: a site path (/images/…) or an https URL.'),
  alt: plainText(300).optional().describe('Alt text; "Quote image" when empty.'),
  width: z.number().int().min(1).max(4000).optional().describe('Intrinsic width, for the reserved box (4:3 when absent).'),
  height: z.number().int().min(1).max(4000).optional().describe('Intrinsic height, for the reserved box (4:3 when absent).'),
});

export const testimonialQuoteSchema = z.strictObject({
  text: requiredText(600).describe('The quote, as plain text.'),
  author: plainText(120).optional().describe('Who said it, e.g. "Reader story, Ohio".'),
  imageSrc: imageSrcField.optional().describe('A small portrait shown beside the quote.'),
  imageAlt: plainText(300).optional().describe('Alt text of the portrait; "Quote image" when empty.'),
});

export const testimonialSchema = z
  .strictObject({
    widgetFormat: z.literal('testimonial'),
    header: plainText(200).optional().describe('Heading of the block.'),
    subheader: plainText(400).optional().describe('A line under the heading, e.g. saying whose words these are.'),
    quotes: z.array(testimonialQuoteSchema).max(6).default([]).describe('The quote bubbles, in order; they appear one after another when first seen.'),
    desktopImage: testimonialImageSchema.optional().describe('Picture shown from 768px (and on phones when there is no mobileImage).'),
    mobileImage: testimonialImageSchema.optional().describe('Picture shown below 768px.'),
    colours: z
      .array(hexColour)
      .min(1)
      .max(6)
      .optional()
      .describe('Bubble colours, used in turn; #c0dcdf, #f5d7d3, #f0dec1 when absent. The text colour is chosen for AA contrast on each.'),
  })
  .describe('Quotes in coloured speech bubbles beside a picture, with a heading and subheading; the bubbles appear one after another (840 ms apart, each over 1500 ms) once the block is seen.');

export type TestimonialImage = z.output<typeof testimonialImageSchema>;
