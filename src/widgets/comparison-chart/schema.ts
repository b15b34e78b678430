import { z } from 'zod';
import { imageSrcField, plainText, requiredText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';
import { productUrlField } from '@/widgets/kits/commerce/fields';

export const criterionTypes = ['boolean', 'number', 'rating', 'text'] as const;

export const chartCriterionSchema = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9_-]{0,39}$/, 'a short key such as "price" or "sugarFree"')
    .describe('How items refer to this criterion in their values.'),
  label: requiredText(120).describe('Row heading, e.g. "Sugar free".'),
  type: z
    .enum(criterionTypes)
    .describe('boolean: a Yes/No icon; number: a bar against max; rating: a bar out of 5; text: the text as written.'),
  unit: plainText(20).optional().describe('Shown after a number, e.g. "g" or "mg".'),
  max: z.number().positive().max(1_000_000).optional().describe('Full bar for a number criterion; the largest value when absent.'),
});

const chartValue = z.union([z.boolean(), z.number().min(0).max(1_000_000), plainText(300)]);

export const chartItemSchema = z.strictObject({
  name: requiredText(120).describe('Product or option name; heads its column.'),
  brand: plainText(120).optional(),
  variantId: plainText(120).optional(),
  imgSrc: imageSrcField.optional().describe('Small image above the name (shown 96px wide).'),
  imgAlt: plainText(300).optional().describe('Alt text; the image is decorative when absent, since the name is beside it.'),
  values: z.record(z.string().max(40), chartValue).describe('The item\'s value for each criterion key; a missing key shows "Not stated".'),
  ctaText: plainText(80).optional().describe('Button label; "SHOP NOW" when absent.'),
  ctaUrl: productUrlField.optional(),
});

export const comparisonChartSchema = z
  .strictObject({
    widgetFormat: z.literal('comparison-chart'),
    title: plainText(200).optional().describe('Heading above the chart; it also names the chart.'),
    description: htmlField().optional().describe('Short introduction under the heading.'),
    criteria: z.array(chartCriterionSchema).min(1).max(15),
    items: z.array(chartItemSchema).min(1).max(6),
    footnote: htmlField().optional().describe('Small print under the chart (sources, dates).'),
  })
  .superRefine((data, ctx) => {
    const byKey = new Map(data.criteria.map((c) => [c.key, c]));
    if (byKey.size !== data.criteria.length) ctx.addIssue({ code: 'custom', path: ['criteria'], message: 'criterion keys must be unique' });
    data.items.forEach((item, i) => {
      for (const [key, value] of Object.entries(item.values)) {
        const criterion = byKey.get(key);
        const path = ['items', i, 'values', key];
        if (!criterion) ctx.addIssue({ code: 'custom', path, message: `no criterion has the key "${key}"` });
        else if (criterion.type === 'boolean' && typeof value !== 'boolean') ctx.addIssue({ code: 'custom', path, message: 'must be true or false' });
        else if (criterion.type === 'number' && typeof value !== 'number') ctx.addIssue({ code: 'custom', path, message: 'must be a number' });
        else if (criterion.type === 'rating' && (typeof value !== 'number' || value > 5)) ctx.addIssue({ code: 'custom', path, message: 'must be a rating from 0 to 5' });
        else if (criterion.type === 'text' && typeof value !== 'string') ctx.addIssue({ code: 'custom', path, message: 'must be text' });
      }
    });
  })
  .describe('A chart comparing products or options on criteria: Yes/No icons, bars for numbers and ratings, and text.');

export type ComparisonChartData = z.output<typeof comparisonChartSchema>;
export type ChartCriterion = z.output<typeof chartCriterionSchema>;
export type ChartValue = z.output<typeof chartValue>;
