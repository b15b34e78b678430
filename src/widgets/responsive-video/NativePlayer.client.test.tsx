// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '@/features/analytics/track';
import { consentGranted } from '@/features/consent/client';
import { fixtures } from './fixtures';
import { NativePlayer } from './NativePlayer.client';
import { localVideos } from './resolve';
import { responsiveVideoSchema } from './schema';

vi.mock('@/features/analytics/track', () => ({ track: vi.fn() }));
vi.mock('@/features/consent/client', () => ({ consentGranted: vi.fn(() => false) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const play = vi.fn(() => Promise.resolve());

function mount(fixture: object, options: { autoplay?: boolean; trackers?: string[] } = {}) {
  const items = localVideos(responsiveVideoSchema.parse(fixture));
  const host = document.createElement('div');
  document.body.append(host);
  act(() =>
    createRoot(host).render(
      <NativePlayer items={items} aspectRatio="16 / 9" autoplay={options.autoplay ?? false} trackers={options.trackers ?? []} location="responsive_video" idPrefix="v" />,
    ),
  );
  return host;
}

const video = (host: HTMLElement) => host.querySelector('video')!;
function fire(host: HTMLElement, type: string, props: Partial<Record<'currentTime' | 'duration' | 'ended', number | boolean>> = {}) {
  const element = video(host);
  for (const [key, value] of Object.entries(props)) Object.defineProperty(element, key, { configurable: true, value });
  act(() => element.dispatchEvent(new Event(type)));
}
const sent = () => vi.mocked(track).mock.calls.map(([name, payload]) => [name, (payload as { action: string }).action, (payload as { progress?: number }).progress]);

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
}

describe('native video player in the browser', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    vi.mocked(track).mockClear();
    play.mockClear();
    HTMLMediaElement.prototype.play = play;
    reducedMotion(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends play, pause, the quartiles once each, and complete', () => {
    const host = mount(fixtures.default);
    fire(host, 'play');
    for (const currentTime of [4, 5, 6, 10, 11, 15, 16]) fire(host, 'timeupdate', { currentTime, duration: 20 });
    fire(host, 'pause', { ended: false });
    fire(host, 'pause', { ended: true });
    fire(host, 'ended');
    expect(sent()).toEqual([
      ['Video Event', 'play', undefined],
      ['Video Event', 'progress', 25],
      ['Video Event', 'progress', 50],
      ['Video Event', 'progress', 75],
      ['Video Event', 'pause', undefined],
      ['Video Event', 'complete', undefined],
    ]);
    expect(vi.mocked(track).mock.calls[0]![1]).toEqual({ action: 'play', videoId: 'box-breathing', name: 'Box breathing in four steps', location: 'responsive_video', position: undefined });
  });

  it('switches the playlist video by keyboard and click, marks it current and reports it', () => {
    const host = mount(fixtures.playlist);
    const buttons = () => Array.from(host.querySelectorAll<HTMLButtonElement>('nav button'));
    buttons()[0]!.focus();
    act(() => host.querySelector('ol')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    expect(document.activeElement).toBe(buttons()[1]);
    act(() => buttons()[1]!.click());
    expect(buttons()[1]!.getAttribute('aria-current')).toBe('true');
    expect(buttons()[0]!.hasAttribute('aria-current')).toBe(false);
    expect(video(host).querySelector('source')!.getAttribute('src')).toBe('/media/video/four-seven-eight-breathing.webm');
    expect(video(host).querySelector('track')!.getAttribute('src')).toBe('/media/video/four-seven-eight-breathing.vtt');
    expect(host.textContent).toContain('Now playing: 4-7-8 breathing (2 of 2)');
    expect(host.querySelector('details')!.textContent).toContain('The four seven eight method');
    expect(play).toHaveBeenCalledTimes(1);
    expect(vi.mocked(track).mock.calls).toEqual([
      ['Video Event', { action: 'playlist_select', videoId: 'four-seven-eight-breathing', name: '4-7-8 breathing', location: 'responsive_video', position: 2 }],
    ]);
  });

  it('autoplays muted only with videoAutoplay and without reduced motion', () => {
    mount(fixtures.default);
    expect(play).not.toHaveBeenCalled();
    const host = mount(fixtures.default, { autoplay: true });
    expect(play).toHaveBeenCalledTimes(1);
    expect(video(host).muted).toBe(true);
    expect(video(host).getAttribute('preload')).toBe('metadata');
    play.mockClear();
    reducedMotion(true);
    mount(fixtures.default, { autoplay: true });
    expect(play).not.toHaveBeenCalled();
  });

  it('loads sponsor trackers once on the first play, only with targeting consent', () => {
    const created: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        referrerPolicy = '';
        set src(value: string) {
          created.push(value);
        }
      },
    );
    const host = mount(fixtures.default, { trackers: ['https://pixel.example/v.gif'] });
    fire(host, 'play');
    expect(created).toEqual([]);
    vi.mocked(consentGranted).mockReturnValue(true);
    fire(host, 'play');
    fire(host, 'play');
    expect(created).toEqual(['https://pixel.example/v.gif']);
  });
});
