import { describe, expect, it } from 'vitest';
import { sitemapXml } from '@/lib/sitemap-xml';
import { fixtures } from './fixtures';
import { bodySitemapVideos } from '@/widgets/sitemap-videos';

const origin = 'https://www.example.org';

describe('video sitemap entries', () => {
  it('lists each self-hosted video of an article body, playlists included', () => {
    const body = [{ html: '<p>Intro</p>' }, fixtures.default, fixtures.playlist, fixtures.noVideo, { widgetFormat: 'responsive_video', videoType: 'nonsense' }];
    const videos = bodySitemapVideos(body, origin);
    expect(videos.map((v) => v.title)).toEqual(['Box breathing in four steps', 'Box breathing', '4-7-8 breathing']);
    expect(videos[0]).toEqual({
      thumbnailLoc: 'https://www.example.org/media/video/box-breathing.jpg',
      title: 'Box breathing in four steps',
      description: 'A 20-second guide to box breathing: breathe in, hold, breathe out and hold, each for a count of four.',
      contentLoc: 'https://www.example.org/media/video/box-breathing.mp4',
      duration: 20,
      publicationDate: '2025-11-20',
    });
    expect(bodySitemapVideos('not a body', origin)).toEqual([]);
  });

  it('writes <video:video> entries in the Google video namespace', () => {
    const xml = sitemapXml([
      { url: `${origin}/stress/box-breathing`, videos: bodySitemapVideos([fixtures.default], origin) },
      { url: `${origin}/other` },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">');
    expect(xml).toContain(
      '<video:video>\n<video:thumbnail_loc>https://www.example.org/media/video/box-breathing.jpg</video:thumbnail_loc>\n<video:title>Box breathing in four steps</video:title>',
    );
    expect(xml).toContain('<video:content_loc>https://www.example.org/media/video/box-breathing.mp4</video:content_loc>\n<video:duration>20</video:duration>\n<video:publication_date>2025-11-20T00:00:00.000Z</video:publication_date>\n</video:video>');
    expect(xml.match(/<video:video>/g)).toHaveLength(1);
    expect(sitemapXml([{ url: `${origin}/other` }])).not.toContain('xmlns:video');
  });
});
