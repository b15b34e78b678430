import { z } from 'zod';
import { plainText, requiredText } from './fields';

/**
 * The interest survey's content (spec savings and engagement 3, "Survey content"), one model for
 * every place a survey shows: a survey driver's fields (campaigns) and the ticker hero's `survey`.
 *
 * `feedbackSelections` are the options, in order. A selection that is an id of the site's interest
 * taxonomy (`heart-health`, `burnout`) is shown by its name and, for a signed-in member, saved into
 * their interests; any other selection is an answer shown as written ("Time outdoors"). An answer
 * therefore never looks like an id: a lowercase slug must be an interest id (checked against the
 * site in survey-selections.ts, where the site is known).
 */

const selectionField = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(60)
  // The chosen selections travel joined by commas in the submission event's text.
  .refine((s) => !s.includes(','), 'must not contain a comma');

export const feedbackSelectionsField = z
  .array(selectionField)
  .min(2)
  .max(24)
  .refine((list) => new Set(list).size === list.length, 'each selection may appear once')
  .describe('The options, in order: interest ids of the site (shown by their names, saved to a member\'s interests) or answers written as readers see them. The first 6 show; "View All" shows the rest.');

export const surveyContentFields = {
  whisper: plainText(120).optional().describe('A small line above the title.'),
  feedbackTitle: requiredText(200).describe('The question, as the survey\'s title.'),
  feedbackDescription: plainText(600).optional().describe('A sentence under the title.'),
  feedbackCallToAction: plainText(60).optional().describe('The submit button\'s text; default SUBMIT.'),
  feedbackSelections: feedbackSelectionsField,
  required: z.boolean().optional().describe('true (the default): Submit stays disabled until something is chosen. false: Submit with nothing chosen is allowed and records the submission.'),
};

export const surveyContentSchema = z.strictObject(surveyContentFields).describe('An interest survey (spec "Survey content").');
export type SurveyContent = z.output<typeof surveyContentSchema>;
