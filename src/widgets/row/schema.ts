import { z } from 'zod';
import { childBodyField } from '@/content/article-schema';

/** Spec (article blocks 3): "className wp-row-full-width or wp-row-split-width". */
export const ROW_CLASS_NAMES = ['wp-row-full-width', 'wp-row-split-width'] as const;
export type RowClassName = (typeof ROW_CLASS_NAMES)[number];

/** Most child nodes one column holds. */
export const maxColumnNodes = 20;

const column = childBodyField(maxColumnNodes)
  .nullable()
  .optional()
  .describe('One column: html nodes and widget nodes, each widget checked against its own schema. null or absent is an empty column.');

export const rowSchema = z
  .strictObject({
    widgetFormat: z.literal('row'),
    className: z
      .enum(ROW_CLASS_NAMES)
      .describe('wp-row-full-width: one column across the page (column 2, if any, stacks below). wp-row-split-width: columns 0 and 2 side by side from 768px, stacked below.'),
    children: z
      .tuple([
        column,
        z.unknown().optional().describe("The editor's column gap: accepted whatever it holds (null, an empty list…) and ignored."),
        column,
      ])
      .describe('Spec: "children in positions 0 and 2": [column 0, gap, column 2]. At most 3 entries.'),
  })
  .describe(
    'A layout row (spec "row"): one full-width column or two columns side by side, holding html and other widgets. No ad slot goes inside; containers nest at most 4 deep.',
  );

export type RowData = z.output<typeof rowSchema>;
