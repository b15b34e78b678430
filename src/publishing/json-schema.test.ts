import { describe, expect, it } from 'vitest';
import { childWidgetDescription } from '@/content/article-schema';
import { contentJsonSchema } from '@/publishing/json-schema';
import { widgetFormats } from '@/widgets/registry';

describe('content JSON Schema', () => {
  const schema = contentJsonSchema();
  const text = JSON.stringify(schema);

  it('covers the six document types and every known widget', () => {
    for (const type of ['article', 'category', 'navigation', 'author', 'series', 'campaign']) expect(text).toContain(`"const":"${type}"`);
    for (const format of widgetFormats) expect(text).toContain(`"const":"${format}"`);
  });

  it('lets unknown widget formats through but not known ones with other fields', () => {
    expect(text).toContain(`"not":{"enum":${JSON.stringify([...widgetFormats])}}`);
  });

  it('leaves the widgets inside containers (row, group, colour block) open to any format: import checks them', () => {
    const open: unknown[] = [];
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      if ((node as { description?: string }).description === childWidgetDescription) open.push(node);
      Object.values(node).forEach(walk);
    };
    walk(schema);
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(open)).not.toContain('"not"');
  });

  it('describes campaigns with their placements and driver types', () => {
    for (const value of ['rightRail', 'manualPlacement1', '1stPagePopup', '2ndPagePopup', 'commercePropensity', 'REACT', 'couponEligibility', 'fullWidthQuizFlow']) expect(text).toContain(`"${value}"`);
  });

  it('allows a "$schema" pointer in documents', () => {
    expect(text.match(/"\$schema":\{"description":"URL of this JSON Schema[^}]*"type":"string"\}/g)).toHaveLength(6);
  });
});
