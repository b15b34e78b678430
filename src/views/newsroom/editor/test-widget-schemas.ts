import { z } from 'zod';
import { colorBlockSchema } from '@/widgets/color-block/schema';
import { dividerSchema } from '@/widgets/divider/schema';
import { faqSchema } from '@/widgets/faq/schema';
import { groupSchema } from '@/widgets/group/schema';
import { rowSchema } from '@/widgets/row/schema';
import type { JsonSchema } from './types';

/** A few widgets' JSON Schemas made as GET /api/newsroom/schemas makes them (src/publishing/json-schema.ts), without loading the whole registry. */
const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;

export const testWidgets: Record<string, JsonSchema> = {
  row: toSchema(rowSchema),
  group: toSchema(groupSchema),
  'color-block': toSchema(colorBlockSchema),
  faq: toSchema(faqSchema),
  divider: toSchema(dividerSchema),
};
