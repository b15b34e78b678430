import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { isoDuration, videoJsonLd } from './json-ld';
import { resolveVideo } from './resolve';
import { responsiveVideoSchema } from './schema';

const parse = (data: object) => responsiveVideoSchema.parse({ widgetFormat: 'responsive_video', ...data });
const jsonLdIn = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

describe('responsive_video', () => {
  it('plays our own files in the native player: controls, preload none, poster, English captions by default', async () => {
    const html = await renderWidget('responsive_video', fixtures.default);
    expect(html).toMatch(/<video [^>]*controls=""[^>]*preload="none"[^>]*poster="\/media\/video\/box-breathing.jpg"[^>]*aria-label="Box breathing in four steps"/);
    expect(html).not.toMatch(/<video [^>]*autoplay/);
    expect(html).toContain('<source src="/media/video/box-breathing.webm" type="video/webm"/><source src="/media/video/box-breathing.mp4" type="video/mp4"/>');
    expect(html).toContain('<track kind="captions" src="/media/video/box-breathing.vtt" srcLang="en" label="English" default=""/>');
  });

  it('reserves the player box from its aspect ratio', async () => {
    expect(await renderWidget('responsive_video', fixtures.default)).toContain('style="aspect-ratio:16 / 9"');
    expect(await renderWidget('responsive_video', fixtures.squareNoTranscript)).toContain('style="aspect-ratio:1 / 1"');
  });

  it('puts the transcript in the document under the player, in a closed "Transcript" disclosure', async () => {
    const html = await renderWidget('responsive_video', fixtures.default);
    expect(html.indexOf('</video>')).toBeLessThan(html.indexOf('<summary>Transcript</summary>'));
    expect(html).toMatch(/<details class="transcript" id="video-p1-0-transcript"><summary>Transcript<\/summary>/);
    expect(html).toContain('<p>Box breathing is a simple way to slow down when you feel stressed.</p>');
    expect(await renderWidget('responsive_video', fixtures.squareNoTranscript)).not.toContain('Transcript');
  });

  it('shows the sanitized HTML title as the section heading', async () => {
    const html = await renderWidget('responsive_video', { ...fixtures.default, htmlTitle: '<h2 onclick="x()">Watch<script>alert(1)</script></h2>' });
    expect(html).toContain('aria-labelledby="video-p1-0-title"');
    expect(html).toContain('<h2>Watch</h2>');
    expect(html).not.toMatch(/onclick|<script>alert/);
  });

  it('lists a playlist with the first video current', async () => {
    const html = await renderWidget('responsive_video', fixtures.playlist);
    expect(html).toContain('<nav class="playlist" aria-label="Videos in this playlist">');
    expect(html.match(/<button type="button" class="playlistItem"/g)).toHaveLength(2);
    expect(html).toMatch(/<button type="button" class="playlistItem" aria-current="true"[^>]*>.*?Box breathing/);
    expect(html).toContain('Now playing: Box breathing (1 of 2)');
    expect(html).toContain('data-video-id="box-breathing"');
  });

  describe('renders nothing without a video (spec, article blocks 5)', () => {
    it.each(['noVideo', 'jwPlayerNotConfigured', 'foreignEmbedCode'] as const)('%s', async (name) => {
      expect(await renderWidget('responsive_video', fixtures[name])).toBe('');
    });

    it('never renders the editor’s iframe markup', async () => {
      const html = await renderWidget('responsive_video', { ...fixtures.default, embeddedVideoCode: '<iframe src="https://evil.example/x"></iframe>' });
      expect(html).not.toContain('<iframe');
      expect(html).not.toContain('evil.example');
    });

    it('with neither a video id nor a playlist id for every hosted type', () => {
      for (const videoType of ['youtube', 'video_embed_code', 'jw_player', 'jw_player_playlist', 'video_playlist'] as const) {
        expect(resolveVideo(parse({ videoType }), { jwLibraryUrl: 'https://cdn.jwplayer.com/libraries/abc.js' }).kind, videoType).toBe('none');
      }
      expect(resolveVideo(parse({ videoType: 'youtube', videoId: 'not-an-id' }), { jwLibraryUrl: '' }).kind).toBe('none');
    });
  });

  describe('chooses the player per videoType', () => {
    const jw = { jwLibraryUrl: 'https://cdn.jwplayer.com/libraries/abc.js' };
    it('uses JW Player only when it is configured', () => {
      expect(resolveVideo(parse(fixtures.jwPlayerWithLocalFiles), { jwLibraryUrl: '' }).kind).toBe('native');
      expect(resolveVideo(parse(fixtures.jwPlayerWithLocalFiles), jw)).toMatchObject({ kind: 'jw', mediaId: 'Ab12Cd34', playlistId: null });
      expect(resolveVideo(parse({ videoType: 'jw_player_playlist', playListId: 'Xy12Zw34' }), jw)).toMatchObject({ kind: 'jw', mediaId: null, playlistId: 'Xy12Zw34' });
      expect(resolveVideo(parse({ videoType: 'jw_player_playlist', playListId: 'Xy12Zw34', playlist: fixtures.playlist.playlist }), { jwLibraryUrl: '' })).toMatchObject({
        kind: 'native',
      });
    });

    it('reads YouTube from videoId, the embed code (with its start second) or playListId', () => {
      expect(resolveVideo(parse({ videoType: 'youtube', videoId: 'dQw4w9WgXcQ' }), jw)).toEqual({ kind: 'youtube', ref: { videoId: 'dQw4w9WgXcQ', listId: null, start: 0 } });
      expect(resolveVideo(parse({ videoType: 'video_embed_code', embeddedVideoCode: 'https://youtu.be/dQw4w9WgXcQ?t=42' }), jw)).toEqual({
        kind: 'youtube',
        ref: { videoId: 'dQw4w9WgXcQ', listId: null, start: 42 },
      });
      expect(resolveVideo(parse({ videoType: 'youtube', playListId: 'PL123abc' }), jw)).toEqual({ kind: 'youtube', ref: { videoId: null, listId: 'PL123abc', start: 0 } });
    });
  });

  describe('VideoObject JSON-LD', () => {
    it('describes a self-hosted video with absolute URLs, ISO 8601 duration and the transcript', async () => {
      const data = jsonLdIn(await renderWidget('responsive_video', fixtures.default));
      expect(data).toEqual({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'Box breathing in four steps',
        description: 'A 20-second guide to box breathing: breathe in, hold, breathe out and hold, each for a count of four.',
        thumbnailUrl: 'http://localhost:3000/media/video/box-breathing.jpg',
        uploadDate: '2025-11-20',
        duration: 'PT20S',
        contentUrl: 'http://localhost:3000/media/video/box-breathing.mp4',
        transcript: expect.stringContaining('Box breathing is a simple way to slow down'),
      });
    });

    it('lists a playlist as an ItemList of VideoObjects', async () => {
      const data = jsonLdIn(await renderWidget('responsive_video', fixtures.playlist));
      expect(data['@type']).toBe('ItemList');
      const items = data.itemListElement as { position: number; item: { name: string; '@type': string } }[];
      expect(items.map((i) => [i.position, i.item['@type'], i.item.name])).toEqual([
        [1, 'VideoObject', 'Box breathing'],
        [2, 'VideoObject', '4-7-8 breathing'],
      ]);
    });

    it('gives a YouTube video its nocookie embed URL and the contentMeta fields', () => {
      const data = parse({ videoType: 'youtube', title: 'Calm', embeddedVideoCode: 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=42', contentMeta: { uploadDate: '2024-05-01', duration: 212, thumbnailUrl: '/images/calm.jpg' } });
      expect(videoJsonLd(data, resolveVideo(data, { jwLibraryUrl: '' }), 'https://example.org')).toMatchObject({
        '@type': 'VideoObject',
        name: 'Calm',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42&rel=0',
        contentUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
        uploadDate: '2024-05-01',
        duration: 'PT3M32S',
        thumbnailUrl: 'https://example.org/images/calm.jpg',
      });
    });

    it('writes durations in ISO 8601', () => {
      expect([isoDuration(0), isoDuration(20), isoDuration(95), isoDuration(3600), isoDuration(3725)]).toEqual(['PT0S', 'PT20S', 'PT1M35S', 'PT1H', 'PT1H2M5S']);
    });
  });

  it('validates the fields', () => {
    const ok = (data: object) => responsiveVideoSchema.safeParse({ widgetFormat: 'responsive_video', videoType: 'youtube', ...data }).success;
    expect(ok({})).toBe(true);
    expect(ok({ videoType: 'vimeo' })).toBe(false);
    expect(ok({ aspectRatio: '16/9' })).toBe(false);
    expect(ok({ aspectRatio: '16:0' })).toBe(false);
    expect(ok({ videoId: '<script>' })).toBe(false);
    expect(ok({ sources: [{ src: 'javascript:alert(1)', type: 'video/mp4' }] })).toBe(false);
    expect(ok({ sources: [{ src: 'http://example.org/a.mp4', type: 'video/mp4' }] })).toBe(false);
    expect(ok({ sources: [] })).toBe(false);
    expect(ok({ videoTrackers: ['http://pixel.example/t.gif'] })).toBe(false);
    expect(ok({ playlist: [] })).toBe(false);
    expect(ok({ unknownField: 1 })).toBe(false);
  });
});

describe('responsive_video on YouTube', () => {
  it('renders the first-party facade before consent: no iframe, no YouTube thumbnail, the transcript in the document', async () => {
    const html = await renderWidget('responsive_video', { ...fixtures.youtubeWithStart, transcripts: [{ text: 'Breathe in slowly.' }] });
    expect(html).toContain('Breathing exercises for stress');
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/i\.ytimg\.com|img\.youtube\.com/);
    expect(html).toContain('<p>Breathe in slowly.</p>');
    expect(html).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42');
  });
});
