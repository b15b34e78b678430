import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { dividerSchema } from './schema';

describe('divider', () => {
  it('renders a thematic break', async () => {
    const html = await renderWidget('divider', { widgetFormat: 'divider' });
    expect(html).toMatch(/^<hr class="[^"]+"\/>$/);
  });

  it('rejects unknown fields so editor typos surface on import', () => {
    expect(dividerSchema.safeParse({ widgetFormat: 'divider', colour: 'red' }).success).toBe(false);
  });
});
