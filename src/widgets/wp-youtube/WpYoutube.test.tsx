import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { wpYoutubeSchema } from './schema';

describe('wp-youtube', () => {
  it('shows "Video Placeholder" / "Video implementation pending" with no embedded code (spec, article blocks 8)', async () => {
    for (const fixture of [fixtures.default, fixtures.emptyCode]) {
      const html = await renderWidget('wp-youtube', fixture);
      expect(html).toContain('<p class="placeholderTitle">Video Placeholder</p><p class="placeholderText">Video implementation pending</p>');
    }
  });

  it('renders nothing, and never the editor’s markup, for an embed code that is not YouTube', async () => {
    expect(await renderWidget('wp-youtube', fixtures.notYouTube)).toBe('');
  });

  it('validates the fields', () => {
    expect(wpYoutubeSchema.safeParse({ widgetFormat: 'wp-youtube' }).success).toBe(true);
    expect(wpYoutubeSchema.safeParse({ widgetFormat: 'wp-youtube', embeddedVideoCode: 'x'.repeat(5001) }).success).toBe(false);
    expect(wpYoutubeSchema.safeParse({ widgetFormat: 'wp-youtube', other: 1 }).success).toBe(false);
  });
});

describe('wp-youtube with a YouTube embed code', () => {
  it('renders the consent-gated facade for youtube-nocookie.com with the start second, never the editor’s iframe', async () => {
    const html = await renderWidget('wp-youtube', fixtures.iframeSnippet);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('frameborder');
    expect(html).toContain('Stretching at your desk');
    expect(html).not.toMatch(/i\.ytimg\.com|img\.youtube\.com/);
  });
});
