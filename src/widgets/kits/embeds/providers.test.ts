import { describe, expect, it } from 'vitest';
import { embedProviderIds, embedProviders, isFirstPartyImage, isFrameSrcFor, resolveEmbed, startSeconds, urlFromEmbedCode } from './providers';
import { loadLabel, normalizeAspectRatio } from './texts';

describe('resolveEmbed: allowlisted providers', () => {
  const cases: [string, string, string][] = [
    // YouTube: always the privacy-enhanced host, start seconds kept, nothing else passes
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s&autoplay=1&mute=1', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=42&enablejsapi=1', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    // Vimeo: player host with dnt=1, unlisted hash kept, start from #t=
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'vimeo', 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1', 'vimeo', 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1'],
    ['https://vimeo.com/76979871#t=75s', 'vimeo', 'https://player.vimeo.com/video/76979871?dnt=1#t=75s'],
    // TikTok: the documented embed player
    ['https://www.tiktok.com/@nhsuk/video/7234567890123456789', 'tiktok', 'https://www.tiktok.com/player/v1/7234567890123456789'],
    ['https://www.tiktok.com/embed/v2/7234567890123456789', 'tiktok', 'https://www.tiktok.com/player/v1/7234567890123456789'],
    // Instagram: the plain /embed/ page, without embed.js
    ['https://www.instagram.com/p/C1a2B3c4D5e/', 'instagram', 'https://www.instagram.com/p/C1a2B3c4D5e/embed/'],
    ['https://instagram.com/reel/C1a2B3c4D5e/?igsh=abc', 'instagram', 'https://www.instagram.com/reel/C1a2B3c4D5e/embed/'],
    // Data-visualisation services
    ['https://datawrapper.dwcdn.net/AbC12/3/', 'datawrapper', 'https://datawrapper.dwcdn.net/AbC12/3/'],
    ['https://datawrapper.dwcdn.net/AbC12/', 'datawrapper', 'https://datawrapper.dwcdn.net/AbC12/'],
    ['https://app.datawrapper.de/chart/AbC12/visualize', 'datawrapper', 'https://datawrapper.dwcdn.net/AbC12/'],
    ['https://public.flourish.studio/visualisation/1234567/', 'flourish', 'https://flo.uri.sh/visualisation/1234567/embed'],
    ['https://flo.uri.sh/story/98765/embed', 'flourish', 'https://flo.uri.sh/story/98765/embed'],
    ['https://infogram.com/blood-pressure-by-age-1h7z2l8www3gp6o', 'infogram', 'https://e.infogram.com/blood-pressure-by-age-1h7z2l8www3gp6o?src=embed'],
    ['https://public.tableau.com/views/SleepHours/Dashboard1', 'tableau', 'https://public.tableau.com/views/SleepHours/Dashboard1?:showVizHome=no&:embed=true'],
    ['https://public.tableau.com/app/profile/jo.bloggs/viz/SleepHours/Dashboard1', 'tableau', 'https://public.tableau.com/views/SleepHours/Dashboard1?:showVizHome=no&:embed=true'],
  ];
  for (const [input, provider, src] of cases) {
    it(`${input} → ${provider}`, () => {
      expect(resolveEmbed(input)).toEqual({ provider, src });
      expect(isFrameSrcFor(provider as never, src)).toBe(true);
    });
  }

  it('reads the URL out of a pasted embed code, keeping none of its markup', () => {
    expect(resolveEmbed('<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=xyz&amp;start=30" onload="alert(1)" allowfullscreen></iframe>')).toEqual({
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30',
    });
    expect(resolveEmbed('<iframe title="Readings" src=\'https://datawrapper.dwcdn.net/AbC12/1/\' scrolling="no"></iframe><script>window.addEventListener("message", function () {})</script>')).toEqual({
      provider: 'datawrapper',
      src: 'https://datawrapper.dwcdn.net/AbC12/1/',
    });
    expect(resolveEmbed('<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@nhsuk/video/7234567890123456789"></blockquote><script async src="https://www.tiktok.com/embed.js"></script>')).toEqual({
      provider: 'tiktok',
      src: 'https://www.tiktok.com/player/v1/7234567890123456789',
    });
  });
});

describe('resolveEmbed: everything else is refused', () => {
  const refused = [
    '',
    'not a url',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ', // not https
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', // host must match exactly
    'https://evil.example/?u=https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ', // credentials
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ', // port
    'https://www.youtube.com/watch?v=short', // bad id
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/embed/videoseries?list=PL123', // playlists are the video widget's
    'https://youtu.be/dQw4w9WgXcQ/extra',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/76979871/NOT-A-HASH',
    'https://player.vimeo.com/external/76979871.hd.mp4',
    'https://www.tiktok.com/@nhsuk',
    'https://www.tiktok.com/@nhsuk/video/123',
    'https://vm.tiktok.com/ZMabc123/', // short links hide the id
    'https://www.instagram.com/nhsuk/',
    'https://www.instagram.com/p/x/',
    'https://www.instagram.com/stories/nhsuk/123/',
    'https://datawrapper.dwcdn.net/AbC123/1/', // Datawrapper ids are 5 characters
    'https://datawrapper.dwcdn.net/AbC12/x/',
    'https://public.flourish.studio/visualisation/abc/',
    'https://infogram.com/',
    'https://infogram.com/a/b',
    'https://public.tableau.com/views/OnlyWorkbook',
    'https://public.tableau.com/shared/ABC123',
    'https://www.facebook.com/watch/?v=123',
    'https://twitter.com/x/status/1',
    'javascript:alert(1)',
    'data:text/html,<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ">',
    '<iframe src="http://datawrapper.dwcdn.net/AbC12/"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    `https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=${'a'.repeat(3000)}`,
  ];
  for (const input of refused) {
    it(`refuses ${input.slice(0, 80) || '(empty)'}`, () => {
      expect(resolveEmbed(input)).toBeNull();
    });
  }

  it('never throws on odd input', () => {
    for (const input of [null, undefined, '\u0000', 'https://', 'https://[::1]/', '<iframe src=>', 'x'.repeat(100_000)]) {
      expect(() => resolveEmbed(input)).not.toThrow();
      expect(resolveEmbed(input)).toBeNull();
    }
  });
});

describe('the provider list', () => {
  it('builds only https URLs on each provider’s frame hosts, and every frame host is https-exact', () => {
    for (const id of embedProviderIds) {
      const provider = embedProviders[id];
      expect(provider.id).toBe(id);
      expect(provider.frameHosts.length).toBeGreaterThan(0);
      expect(provider.sandbox).not.toMatch(/allow-top-navigation|allow-modals|allow-forms|allow-downloads/);
      expect(provider.allow).not.toMatch(/camera|microphone|geolocation|payment|usb|display-capture|clipboard|web-share/);
      if (provider.kind !== 'video') expect(provider.allow).not.toContain('autoplay');
      expect(normalizeAspectRatio(provider.aspectRatio)).toBe(provider.aspectRatio);
    }
    expect(isFrameSrcFor('youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false);
    expect(isFrameSrcFor('vimeo', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(false);
  });

  it('maps video and social posts to Social media consent and charts to Functional', () => {
    expect(embedProviderIds.filter((id) => embedProviders[id].category === 'social-media')).toEqual(['youtube', 'vimeo', 'tiktok', 'instagram']);
    expect(embedProviderIds.filter((id) => embedProviders[id].category === 'functional')).toEqual(['datawrapper', 'flourish', 'infogram', 'tableau']);
  });

  it('labels the load button by kind', () => {
    expect(loadLabel(embedProviders.youtube)).toBe('Load video from YouTube');
    expect(loadLabel(embedProviders.tableau)).toBe('Load content from Tableau Public');
  });
});

describe('helpers', () => {
  it('reads start times', () => {
    expect(startSeconds('90')).toBe(90);
    expect(startSeconds('1h2m3s')).toBe(3723);
    expect(startSeconds('2m')).toBe(120);
    expect(startSeconds('abc')).toBe(0);
    expect(startSeconds('999999')).toBe(0);
    expect(startSeconds(null)).toBe(0);
  });

  it('normalizes aspect ratios and refuses anything else', () => {
    expect(normalizeAspectRatio('16:9')).toBe('16 / 9');
    expect(normalizeAspectRatio('4/3')).toBe('4 / 3');
    expect(normalizeAspectRatio(' 1.91 / 1 ')).toBe('1.91 / 1');
    for (const bad of ['0 / 9', '16 / 0', '10 / 1', 'wide', '16 / 9; color: red', 'calc(1)/2']) expect(normalizeAspectRatio(bad), bad).toBeNull();
  });

  it('accepts only first-party image paths', () => {
    expect(isFirstPartyImage('/media/poster.jpg')).toBe(true);
    for (const bad of ['//cdn.example/x.jpg', '/\\cdn.example/x.jpg', 'https://i.ytimg.com/x.jpg', '/media/../../etc/passwd', 'media/x.jpg', undefined]) {
      expect(isFirstPartyImage(bad), String(bad)).toBe(false);
    }
  });

  it('pulls the URL from embed code', () => {
    expect(urlFromEmbedCode('  https://vimeo.com/1  ')).toBe('https://vimeo.com/1');
    expect(urlFromEmbedCode('<p>no frame here</p>')).toBeNull();
  });
});
