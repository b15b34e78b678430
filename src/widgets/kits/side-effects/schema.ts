import { z } from 'zod';
import { linkField, plainText, requiredText } from '@/content/fields';

/** Spec (article blocks 3): each side effect has name, prevalence, description and url. */
export const sideEffectSchema = z
  .strictObject({
    name: requiredText(120).describe('The side effect, as readers would say it: "Nausea".'),
    prevalence: plainText(120)
      .optional()
      .describe('How often it happens, in words and numbers: "Very common (more than 1 in 10 people)". Shown beside the name.'),
    description: plainText(1500).optional().describe('What it feels like and what helps, as plain text.'),
    url: linkField.optional().describe('A page with more about this side effect ("Learn more" link).'),
  })
  .describe('One side effect of a medication.');

export type SideEffect = z.output<typeof sideEffectSchema>;

const effectList = (which: string) =>
  z.array(sideEffectSchema).max(40).default([]).describe(`The ${which} side effects, most common first (up to 40).`);

/** The fields both side-effects formats share (the static list and the explorer). */
export const sideEffectsFields = {
  title: plainText(200).optional().describe('Heading of the block; "Possible side effects" when absent.'),
  mildSideEffects: effectList('mild'),
  severeSideEffects: effectList('severe'),
};

/** At least one side effect in either list: an empty block says nothing. */
export const hasSomeEffect = (data: { mildSideEffects: unknown[]; severeSideEffects: unknown[] }) =>
  data.mildSideEffects.length + data.severeSideEffects.length > 0;
export const hasSomeEffectMessage = { message: 'needs at least one mild or severe side effect', path: ['mildSideEffects'] };
