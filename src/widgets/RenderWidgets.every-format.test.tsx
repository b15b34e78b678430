import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { registry, widgetFormats } from '@/widgets/registry';

// Every fixed size has a house creative, whatever the local database holds.
vi.mock('@/features/ads/server/inventory.server', async () => (await import('@tests/support/house-ads')).houseInventory());

// RenderWidgets calls each widget's component itself (decision 009), so a component that uses a
// hook, or throws on its own fixtures, would silently render nothing. Every format's default
// fixture must come out through the whole pipeline, as on the review pages.
// Formats that render nothing on a review page by design.
const silentHere: Record<string, string> = { 'pixel-tracker': 'pixels never fire on review pages' };

describe('every widget renders through RenderWidgets', () => {
  it.each(widgetFormats.filter((format) => !(format in silentHere)))('%s: its default fixture renders', async (format) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fixtures = await registry[format].fixtures();
    const html = renderToStaticMarkup(
      await RenderWidgets({ body: [fixtures.default as BodyNode], site: 'healthline', region: 'us', canonicalPath: `/widgets/${format}` }),
    );
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect(html).toContain(`data-widget="${format}"`);
    // The first format that reads the database (drug-cost-savings) opens and migrates it: seconds
    // on a fresh clone, more while the other test workers are busy.
  }, 30_000);
});
