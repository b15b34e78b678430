import type { z } from 'zod';
import type { dividerSchema } from './schema';

export const fixtures = {
  default: { widgetFormat: 'divider' },
} satisfies Record<string, z.input<typeof dividerSchema>>;
