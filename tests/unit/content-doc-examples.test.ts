import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentErrorMap } from '@/publishing/validate';
import { widgetDef, widgetFormats } from '@/widgets/registry';

// docs/content.md shows one example per widget format; each must be valid content.
const doc = fs.readFileSync('docs/content.md', 'utf8');
const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)]
  .map((m) => {
    try {
      return JSON.parse(m[1]!) as unknown;
    } catch {
      return undefined;
    }
  })
  .filter((value): value is { widgetFormat: string } => typeof value === 'object' && value !== null && typeof (value as { widgetFormat?: unknown }).widgetFormat === 'string');

describe('docs/content.md widget examples', () => {
  it('has an example for every widget format', () => {
    const shown = new Set(examples.map((e) => e.widgetFormat));
    expect(widgetFormats.filter((format) => !shown.has(format))).toEqual([]);
  });

  it.each(examples.map((e, i) => [`${e.widgetFormat} #${i}`, e] as const))('%s parses with its schema', (_name, example) => {
    const def = widgetDef(example.widgetFormat);
    expect(def, example.widgetFormat).toBeDefined();
    const parsed = def!.schema.safeParse(example, { error: contentErrorMap });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});
