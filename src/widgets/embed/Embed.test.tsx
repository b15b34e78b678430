import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { sanitizeHtml } from '@/content/sanitize';
import { fixtures } from './fixtures';
import { embedSchema } from './schema';

const base = { widgetFormat: 'embed', title: 'Share of adults with high blood pressure' } as const;

describe('embed schema', () => {
  it('accepts every fixture', () => {
    for (const [name, fixture] of Object.entries(fixtures)) expect(embedSchema.safeParse(fixture).success, name).toBe(true);
  });

  it('refuses a link off the allowlist, plain http, a look-alike host, or no link at all, naming the field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'https://evil.example/chart/1' }, 'url'],
      [{ url: 'http://datawrapper.dwcdn.net/AbC12/' }, 'url'],
      [{ url: 'https://datawrapper.dwcdn.net.evil.example/AbC12/' }, 'url'],
      [{ embedCode: '<iframe src="https://evil.example/embed"></iframe>' }, 'embedCode'],
      [{ embedCode: '<script src="https://www.tiktok.com/embed.js"></script>' }, 'embedCode'],
      [{}, 'url'],
    ];
    for (const [fields, path] of cases) {
      const result = embedSchema.safeParse({ ...base, ...fields });
      expect(result.success, JSON.stringify(fields)).toBe(false);
      expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path);
    }
    expect(embedSchema.safeParse({ ...base, url: undefined, title: undefined, embedCode: undefined }).error!.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['title', 'url']),
    );
  });

  it('refuses a bad ratio or a thumbnail from another origin, and normalizes "4:3"', () => {
    expect(embedSchema.safeParse({ ...base, url: 'https://vimeo.com/1', aspectRatio: '16 / 9; color: red' }).success).toBe(false);
    expect(embedSchema.safeParse({ ...base, url: 'https://vimeo.com/1', thumbnail: 'https://i.vimeocdn.com/x.jpg' }).success).toBe(false);
    expect(embedSchema.parse({ ...base, url: 'https://vimeo.com/1', aspectRatio: '4:3' }).aspectRatio).toBe('4 / 3');
  });

  it('sanitizes the caption and never keeps an iframe from it', () => {
    const parsed = embedSchema.parse({ ...base, url: 'https://vimeo.com/1', caption: '<p>Source</p><iframe src="https://evil.example"></iframe><script>x()</script>' });
    expect(parsed.caption).toBe('<p>Source</p>');
  });
});

describe('embed component', () => {
  it('renders the facade and caption, with the built frame URL nowhere before a click and none of the pasted markup', async () => {
    const html = await renderWidget('embed', fixtures.youTubeEmbedCode);
    expect(html).toMatch(/^<figure class="embed">/);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube.com');
    expect(html).not.toContain('accelerometer');
    expect(html).toContain('Load video from YouTube');
    expect(html).toContain('A gentle 10-minute stretch for stiff shoulders');
  });

  it('shows a chart with its caption and its own thumbnail', async () => {
    const html = await renderWidget('embed', fixtures.datawrapperChart);
    expect(html).toContain('Load content from Datawrapper');
    expect(html).toContain('--embed-ratio:4 / 3');
    expect(html).toContain('src="/images/embeds/chart-preview.svg"');
    expect(html).toContain('<figcaption class="caption"><div class="flow"><p>Source: national health survey, 2023.');
  });

  it('prefers url over embedCode', async () => {
    const html = await renderWidget('embed', { ...base, url: 'https://vimeo.com/76979871', embedCode: '<iframe src="https://datawrapper.dwcdn.net/AbC12/"></iframe>' });
    expect(html).toContain('Load video from Vimeo');
  });
});

describe('editor HTML never gets an iframe (sanitizer)', () => {
  it('drops iframes, embed scripts and blockquote embeds’ scripts from editor HTML', () => {
    for (const html of [
      '<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"></iframe>',
      '<IFRAME SRC="https://datawrapper.dwcdn.net/AbC12/"></IFRAME>',
      '<p><iframe srcdoc="<p>x</p>"></iframe></p>',
      '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@a/video/7301234567890123456"><section></section></blockquote><script async src="https://www.tiktok.com/embed.js"></script>',
    ]) {
      const clean = sanitizeHtml(html);
      expect(clean).not.toMatch(/<iframe|<script|srcdoc|embed\.js/i);
    }
  });
});
