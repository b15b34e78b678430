import { describe, expect, it } from 'vitest';
import type { WidgetDef } from './define';
import { registry, widgetFormats } from './registry';

/**
 * The newsroom's block picker lists every format by its definition's `label` and `summary`
 * (src/widgets/define.ts): a short name and one sentence an editor can read at a glance.
 */
const defs = widgetFormats.map((format) => registry[format] as WidgetDef);

describe('widget labels and summaries', () => {
  it('covers every registered format', () => {
    expect(defs.length).toBeGreaterThan(0);
    expect(defs.map((def) => def.format)).toEqual(widgetFormats);
  });

  it.each(defs.map((def) => [def.format, def] as const))('%s has a short label', (_format, def) => {
    expect(typeof def.label).toBe('string');
    expect(def.label.trim()).not.toBe('');
    expect(def.label).toBe(def.label.trim());
    expect(def.label.length).toBeLessThanOrEqual(40);
  });

  it.each(defs.map((def) => [def.format, def] as const))('%s has a one-sentence summary ending with a full stop', (_format, def) => {
    expect(typeof def.summary).toBe('string');
    expect(def.summary.trim()).not.toBe('');
    expect(def.summary).toBe(def.summary.trim());
    expect(def.summary.length).toBeLessThanOrEqual(120);
    expect(def.summary).toMatch(/\.$/);
    // Plain text: no markup, and not the label again.
    expect(def.summary).not.toMatch(/[<>]/);
    expect(def.summary.toLowerCase()).not.toBe(`${def.label.toLowerCase()}.`);
  });

  it('gives every format its own label', () => {
    const byLabel = new Map<string, string[]>();
    for (const def of defs) {
      const key = def.label.trim().toLowerCase();
      byLabel.set(key, [...(byLabel.get(key) ?? []), def.format]);
    }
    const shared = [...byLabel].filter(([, formats]) => formats.length > 1).map(([label, formats]) => `"${label}": ${formats.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
