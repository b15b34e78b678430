import { z } from 'zod';
import { plainText } from '@/content/fields';

export const commentSchema = z.strictObject({
  comment: plainText(2000).optional().describe("The reader's comment as written."),
  editedComment: plainText(2000).optional().describe('The comment as edited for length or clarity; shown instead of the original when not empty.'),
  primaryHealthConcern: plainText(80).optional().describe("The reader's main health concern, shown with the comment, e.g. \"Type 2 diabetes\"."),
  age: z
    .union([z.number().int().min(0).max(120), plainText(20)])
    .optional()
    .describe("The reader's age, shown with the comment."),
});

export const multiquoteCommentsSchema = z
  .strictObject({
    widgetFormat: z.literal('multiquote-comments'),
    header: plainText(200).optional().describe('Heading above the comments; "Top comments" when empty.'),
    comments: z.array(commentSchema).max(100).default([]).describe('Reader comments in order; the first 3 with text are the top comments.'),
  })
  .describe('Top reader comments: the first 3, the edited text preferred, each with the reader\'s age and main health concern; with more, "Read more comments" leads to the rest below.');

export type Comment = z.output<typeof commentSchema>;
