import { z } from 'zod';
import { plainText, requiredText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';
import { productUrlField } from '@/widgets/kits/commerce/fields';

/** At most four treatments, so on a desktop column the table fits without scrolling and its header row can stick to the page. */
export const maxTreatments = 4;

export const comparisonCriterionSchema = z.strictObject({
  key: z.string().regex(/^[a-z][a-zA-Z0-9_-]{0,39}$/, 'a short key such as "howItWorks"'),
  label: requiredText(120).describe('Row heading, e.g. "How long until it helps".'),
});

export const comparedTreatmentSchema = z.strictObject({
  name: requiredText(120).describe('Column heading, e.g. "Talk therapy".'),
  values: z.record(z.string().max(40), htmlField()).describe('Light HTML per criterion key; a missing key shows "Not stated".'),
  ctaText: plainText(80).optional().describe('Link label under the column; "Learn more" when absent.'),
  ctaUrl: productUrlField.optional(),
});

export const treatmentComparisonSchema = z
  .strictObject({
    widgetFormat: z.literal('treatment-comparison'),
    toolName: requiredText(120).describe('Names the tool in the decision-tool exposure event, e.g. "depression-treatment-comparison".'),
    jtbd: plainText(120).optional().describe('The reader\'s job to be done, sent with the exposure event, e.g. "choose a treatment".'),
    title: requiredText(200).describe('Heading of the tool; it also names the table.'),
    description: htmlField().optional().describe('Short introduction under the heading.'),
    criteria: z.array(comparisonCriterionSchema).min(1).max(15),
    treatments: z.array(comparedTreatmentSchema).min(1).max(maxTreatments),
    footnote: htmlField().optional().describe('Small print under the table.'),
  })
  .superRefine((data, ctx) => {
    const keys = new Set(data.criteria.map((c) => c.key));
    if (keys.size !== data.criteria.length) ctx.addIssue({ code: 'custom', path: ['criteria'], message: 'criterion keys must be unique' });
    data.treatments.forEach((treatment, i) => {
      for (const key of Object.keys(treatment.values))
        if (!keys.has(key)) ctx.addIssue({ code: 'custom', path: ['treatments', i, 'values', key], message: `no criterion has the key "${key}"` });
    });
  })
  .describe('A decision tool: treatments compared on criteria in a table whose header row sticks while it is read; reports a decision-tool exposure.');

export type TreatmentComparisonData = z.output<typeof treatmentComparisonSchema>;
