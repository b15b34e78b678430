import type { z } from 'zod';
import type { multiquoteCommentsSchema } from './schema';

const readerComments = [
  {
    comment: 'i didnt know my blood pressure was high until a pharmacy check. now i measure it every morning',
    editedComment: "I didn't know my blood pressure was high until a check at the pharmacy. Now I measure it every morning.",
    primaryHealthConcern: 'High blood pressure',
    age: 52,
  },
  {
    comment: 'Walking after dinner has become the part of the day I look forward to most.',
    primaryHealthConcern: 'Heart health',
    age: 64,
  },
  {
    comment: 'Writing my questions down before the appointment meant I finally remembered to ask about my medicines.',
    editedComment: '',
    primaryHealthConcern: 'Type 2 diabetes',
    age: '47',
  },
  {
    comment: 'My doctor and I agreed on small changes first. Cutting back on salt was easier than I expected.',
    primaryHealthConcern: 'High cholesterol',
    age: 58,
  },
  {
    comment: 'Reading the warning signs with my family means we all know when to call 911.',
    primaryHealthConcern: 'Caring for a parent',
    age: 39,
  },
];

export const fixtures = {
  default: {
    widgetFormat: 'multiquote-comments',
    header: 'What readers told us',
    comments: readerComments,
  },
  threeOrFewer: {
    widgetFormat: 'multiquote-comments',
    comments: readerComments.slice(0, 2),
  },
  missingAttribution: {
    widgetFormat: 'multiquote-comments',
    header: 'Reader comments without details',
    comments: [
      { comment: 'This helped me understand my numbers.' },
      { comment: 'Clear and calm, thank you.', age: 71 },
      { comment: 'Now I know what to ask.', primaryHealthConcern: 'Heart failure' },
    ],
  },
  longComment: {
    widgetFormat: 'multiquote-comments',
    comments: [
      {
        comment:
          'When I was first told that my blood pressure was high, I felt fine and did not believe it. I bought a home monitor, learned to sit quietly for five minutes before measuring, and kept a notebook of the readings for two weeks.\nWhen I took the notebook to my appointment, my doctor could see the pattern straight away, and we made a plan together. It took a few months of small changes, like walking more and cooking with less salt, before the numbers came down. I still write them down every week because it helps me notice when something changes.',
        primaryHealthConcern: 'A main health concern that an editor has written out at some considerable length',
        age: 120,
      },
      { comment: '<b>Tags</b> in a comment are shown as text, never as markup.', age: 30 },
    ],
  },
  emptyTexts: {
    widgetFormat: 'multiquote-comments',
    comments: [{ comment: '', editedComment: '', age: 40 }, { comment: 'Only this comment has text, so only it shows.' }],
  },
  empty: {
    widgetFormat: 'multiquote-comments',
    comments: [],
  },
} satisfies Record<string, z.input<typeof multiquoteCommentsSchema>>;
