import { z } from 'zod';
import { plainText, requiredText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';
import { productUrlField } from '@/widgets/kits/commerce/fields';

/** Header cells: the first one heads the row-header column (it may be empty), the rest head the data columns. */
export const maxComparisonColumns = 8;

export const comparisonCtaSchema = z.strictObject({
  text: requiredText(80).describe('Button label, e.g. "Learn More".'),
  url: productUrlField.describe('Where the button goes: a site path or an http(s) address (outbound links open in a new tab).'),
});

export const comparisonRowSchema = z.strictObject({
  cells: z
    .array(htmlField())
    .min(1)
    .max(maxComparisonColumns)
    .describe('The row\'s cells, light HTML or plain text; the first cell is the row header. A row shorter than the header gets empty cells.'),
});

export const comparisonTableSchema = z
  .strictObject({
    widgetFormat: z.literal('comparison-table'),
    title: plainText(200).optional().describe('Heading above the table; it also names the table and its scroll area.'),
    header: z
      .array(plainText(200))
      .min(2)
      .max(maxComparisonColumns)
      .describe('Header data: the first cell heads the row headers (may be empty), each further cell names a column.'),
    rows: z.array(comparisonRowSchema).min(1).max(60),
    ctas: z
      .array(comparisonCtaSchema.nullable())
      .max(maxComparisonColumns - 1)
      .default([])
      .describe('Optional button per data column, in column order (null for a column without one); shown in the last row.'),
  })
  .superRefine((data, ctx) => {
    data.rows.forEach((row, index) => {
      if (row.cells.length > data.header.length)
        ctx.addIssue({ code: 'custom', path: ['rows', index, 'cells'], message: `has more cells than the header (${data.header.length})` });
    });
    if (data.ctas.length > data.header.length - 1)
      ctx.addIssue({ code: 'custom', path: ['ctas'], message: `has more buttons than data columns (${data.header.length - 1})` });
  })
  .describe('A comparison table: rows of cells whose first column is the row header, under a header row, with optional buttons per column.');

export type ComparisonTableData = z.output<typeof comparisonTableSchema>;
