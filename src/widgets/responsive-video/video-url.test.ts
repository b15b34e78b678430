import { describe, expect, it } from 'vitest';
import { firstUrlIn, parseStartSeconds, parseYouTube, youTubeEmbedUrl, youTubeWatchUrl } from './video-url';

describe('reading a YouTube video from an embed URL (spec, article blocks 5)', () => {
  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=42', 'dQw4w9WgXcQ', 42],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ', 0],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'dQw4w9WgXcQ', 90],
    ['https://youtu.be/dQw4w9WgXcQ?t=1m5s', 'dQw4w9WgXcQ', 65],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=15s', 'dQw4w9WgXcQ', 15],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ', 0],
    ['https://www.youtube-nocookie.com/embed/a_b-C1d2E3f?start=7', 'a_b-C1d2E3f', 7],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ', 0],
    ['//www.youtube.com/embed/dQw4w9WgXcQ?start=3', 'dQw4w9WgXcQ', 3],
  ])('%s', (url, videoId, start) => {
    expect(parseYouTube(url)).toEqual({ videoId, listId: null, start });
  });

  it('reads the src of an iframe snippet and never anything else of its markup', () => {
    const snippet = '<iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=30&amp;rel=0" onload="alert(1)"></iframe>';
    expect(firstUrlIn(snippet)).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?start=30&rel=0');
    expect(parseYouTube(snippet)).toEqual({ videoId: 'dQw4w9WgXcQ', listId: null, start: 30 });
  });

  it('reads playlists', () => {
    expect(parseYouTube('https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG')).toEqual({
      videoId: null,
      listId: 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      start: 0,
    });
    expect(parseYouTube('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123abc')).toEqual({ videoId: 'dQw4w9WgXcQ', listId: 'PL123abc', start: 0 });
  });

  it.each([
    ['too short', 'https://www.youtube.com/embed/dQw4w9WgXc'],
    ['too long', 'https://www.youtube.com/embed/dQw4w9WgXcQQ'],
    ['bad characters', 'https://www.youtube.com/embed/dQw4w9WgX%3Cs'],
    ['another host', 'https://www.example.com/embed/dQw4w9WgXcQ'],
    ['a look-alike host', 'https://youtube.com.example.org/embed/dQw4w9WgXcQ'],
    ['javascript', 'javascript:alert(1)//youtube.com/embed/dQw4w9WgXcQ'],
    ['no id', 'https://www.youtube.com/'],
    ['plain text', 'not a url'],
    ['empty', ''],
  ])('refuses %s', (_name, input) => {
    expect(parseYouTube(input)).toBeNull();
  });

  it('ignores a start it cannot read or longer than a day', () => {
    expect(parseStartSeconds('abc')).toBe(0);
    expect(parseStartSeconds('-5')).toBe(0);
    expect(parseStartSeconds('999999')).toBe(0);
    expect(parseStartSeconds('1h')).toBe(3600);
    expect(parseYouTube('https://www.youtube.com/embed/dQw4w9WgXcQ?start=soon')?.start).toBe(0);
  });

  it('builds the player URL on youtube-nocookie.com with the start second', () => {
    expect(youTubeEmbedUrl({ videoId: 'dQw4w9WgXcQ', listId: null, start: 42 })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42&rel=0');
    expect(youTubeEmbedUrl({ videoId: null, listId: 'PL123abc', start: 0 })).toBe('https://www.youtube-nocookie.com/embed/videoseries?list=PL123abc&rel=0');
    expect(youTubeWatchUrl({ videoId: 'dQw4w9WgXcQ', listId: null, start: 65 })).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=65s');
  });
});
