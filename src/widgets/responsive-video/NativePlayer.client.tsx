'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { trackVideo } from '@/features/analytics/typed-events';
import { consentGranted } from '@/features/consent/client';
import type { LocalVideo } from './resolve';
import styles from './ResponsiveVideo.module.css';
import { Transcript } from './Transcript';

/** Progress events at the quartiles (percent of the video played). */
export const videoQuartiles = [25, 50, 75] as const;

interface Props {
  items: LocalVideo[];
  /** CSS aspect-ratio of the player box, e.g. "16 / 9": reserved before the video loads (CLS 0). */
  aspectRatio: string;
  /** videoAutoplay: start muted when shown, unless the reader prefers reduced motion. */
  autoplay: boolean;
  /** Sponsor pixels loaded once on the first play, only with targeting consent. */
  trackers: string[];
  /** Tracking location: the widget's format. */
  location: string;
  /** Id prefix for the transcript and playlist (unique on the page). */
  idPrefix: string;
}

const videoIdOf = (item: LocalVideo) => (item.sources[0]?.src.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '').slice(0, 120);

function minutes(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return `${m}:${s}`;
}

/**
 * The self-hosted player: the browser's own <video controls> with English captions on by default,
 * its transcript under it and, for a playlist, a list of buttons that switches the video. Sends the
 * video events (play, pause, complete, progress at 25/50/75 %, playlist_select) through track().
 */
export function NativePlayer({ items, aspectRatio, autoplay, trackers, location, idPrefix }: Props) {
  const [current, setCurrent] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const quartilesSent = useRef(new Set<number>());
  const playAfterSwitch = useRef(false);
  const trackersSent = useRef(false);
  const item = items[current] ?? items[0]!;
  const base = { videoId: videoIdOf(item), name: item.title.slice(0, 300), location, position: items.length > 1 ? current + 1 : undefined };

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (playAfterSwitch.current) {
      playAfterSwitch.current = false;
      void video.play?.()?.catch(() => undefined);
      return;
    }
    if (!autoplay || current !== 0) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    video.muted = true;
    void video.play?.()?.catch(() => undefined);
  }, [autoplay, current]);

  function onPlay() {
    trackVideo({ ...base, action: 'play' });
    if (trackersSent.current || trackers.length === 0 || !consentGranted('targeting')) return;
    trackersSent.current = true;
    for (const url of trackers) {
      const pixel = new Image(1, 1);
      pixel.referrerPolicy = 'strict-origin-when-cross-origin';
      pixel.src = url;
    }
  }

  function onTimeUpdate() {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration) || video.duration <= 0) return;
    const percent = (video.currentTime / video.duration) * 100;
    for (const quartile of videoQuartiles) {
      if (percent >= quartile && !quartilesSent.current.has(quartile)) {
        quartilesSent.current.add(quartile);
        trackVideo({ ...base, action: 'progress', progress: quartile });
      }
    }
  }

  function select(index: number) {
    if (index === current) return;
    quartilesSent.current = new Set();
    playAfterSwitch.current = true;
    setCurrent(index);
    const next = items[index]!;
    trackVideo({ videoId: videoIdOf(next), name: next.title.slice(0, 300), location, position: index + 1, action: 'playlist_select' });
  }

  function onListKey(event: KeyboardEvent<HTMLOListElement>) {
    const keys: Record<string, (i: number) => number> = {
      ArrowDown: (i) => Math.min(items.length - 1, i + 1),
      ArrowUp: (i) => Math.max(0, i - 1),
      Home: () => 0,
      End: () => items.length - 1,
    };
    const move = keys[event.key];
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (!move || from < 0) return;
    event.preventDefault();
    buttons[move(from)]?.focus();
  }

  return (
    <div className={styles.player}>
      <div id={`${idPrefix}-player`} className={styles.frame} style={{ aspectRatio }}>
        <video
          key={current}
          ref={videoRef}
          className={styles.video}
          controls
          playsInline
          preload={autoplay ? 'metadata' : 'none'}
          poster={item.poster}
          aria-label={item.title}
          data-video-id={base.videoId}
          onPlay={onPlay}
          onPause={(event) => {
            if (!event.currentTarget.ended) trackVideo({ ...base, action: 'pause' });
          }}
          onEnded={() => trackVideo({ ...base, action: 'complete' })}
          onTimeUpdate={onTimeUpdate}
        >
          {item.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          {item.captions && <track kind="captions" src={item.captions} srcLang="en" label="English" default />}
        </video>
      </div>
      {items.length > 1 && (
        <nav className={styles.playlist} aria-label="Videos in this playlist">
          <ol ref={listRef} onKeyDown={onListKey}>
            {items.map((entry, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={styles.playlistItem}
                  aria-current={index === current ? 'true' : undefined}
                  aria-controls={`${idPrefix}-player`}
                  onClick={() => select(index)}
                >
                  <span className={styles.playlistNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.playlistTitle}>{entry.title}</span>
                  {entry.duration && (
                    <span className={styles.playlistDuration}>
                      <span className="visually-hidden">, </span>
                      {minutes(entry.duration)}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={styles.nowPlaying}>
        {items.length > 1 && (
          <p className={styles.nowPlayingText} aria-live="polite">
            Now playing: {item.title} ({current + 1} of {items.length})
          </p>
        )}
        {item.transcript && <Transcript text={item.transcript} id={`${idPrefix}-transcript`} />}
      </div>
    </div>
  );
}
