import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '@/publishing/validate';
import { DRIVER_TYPES, PLACEMENTS } from '@/content/campaigns/schema';
import { AUDIENCE_NAMES } from '@/content/campaigns/audience-names';
import { DRIVER_TOKENS } from '@/features/drivers/tokens';

const doc = fs.readFileSync('docs/campaigns.md', 'utf8');

describe('docs/campaigns.md', () => {
  it('its campaign example is a valid campaign', () => {
    const example = doc.match(/```json\n(\{\n {2}"\$schema"[\s\S]*?\n\})\n```/)?.[1];
    expect(example).toBeDefined();
    const result = validateDocument(JSON.parse(example!));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });
  it('names every placement, driver type, audience and token', () => {
    for (const name of [...PLACEMENTS, ...DRIVER_TYPES, ...AUDIENCE_NAMES]) expect(doc).toContain(`\`${name}\``);
    for (const token of DRIVER_TOKENS) expect(doc).toContain(`{${token}}`);
  });
});
