import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '@/publishing/validate';

describe('row', () => {
  it('validates: columns checked with their own schemas', () => {
    const demo = JSON.parse(fs.readFileSync('content/healthline/articles/heart-health--know-your-blood-pressure.json', 'utf8')) as Record<string, unknown>;
    const result = validateDocument({
      ...demo,
      body: [{ widgetFormat: 'row', className: 'wp-row-split-width', children: [[{ type: 'html', html: '<p>ok</p>' }], null, [{ widgetFormat: 'oneTwoThree', steps: [{ title: '' }] }]] }],
    });
    expect(!result.ok && result.errors.map((e) => e.path)).toEqual(['body[0].children[2][0].steps[0].title']);
  });
});
