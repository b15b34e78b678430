'use client';

import { useEffect, useRef, useState } from 'react';
import { trackVideo } from '@/features/analytics/typed-events';
import { whenGranted } from '@/features/consent/client';
import { openPrivacySettings } from '@/features/consent/settings-events';
import { jwPlaylistUrl, loadJwPlayer, type JwPlayerInstance } from './jw-loader';
import { NativePlayer, videoQuartiles } from './NativePlayer.client';
import type { LocalVideo } from './resolve';
import styles from './ResponsiveVideo.module.css';

/** JW Player is a third-party player that sets its own cookies: it loads only with functional consent. */
export const jwConsentCategory = 'functional' as const;

interface Props {
  libraryUrl: string;
  mediaId: string | null;
  playlistId: string | null;
  title: string;
  aspectRatio: string;
  autoplay: boolean;
  /** Our own files, played natively until (or unless) the reader allows JW Player. */
  fallback: LocalVideo[];
  targeting?: Record<string, string>;
  skipPeriod?: number;
  enablePostRoll: boolean;
  trackers: string[];
  location: string;
  idPrefix: string;
}

/**
 * JW Player, used only when JW_PLAYER_LIBRARY_URL is set. Nothing is requested from JW Player
 * before the reader allows functional cookies; until then our own files play in the native
 * player, or a note explains how to allow the video.
 */
export function JwPlayer(props: Props) {
  const { libraryUrl, mediaId, playlistId, title, aspectRatio, autoplay, fallback, location } = props;
  const [allowed, setAllowed] = useState(false);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => whenGranted(jwConsentCategory, () => setAllowed(true)), []);

  useEffect(() => {
    if (!allowed || !box.current) return;
    let player: JwPlayerInstance | null = null;
    let cancelled = false;
    const element = box.current;
    void loadJwPlayer(libraryUrl).then((jwplayer) => {
      if (cancelled) return;
      if (!jwplayer) {
        setFailed(true);
        return;
      }
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      const sent = new Set<number>();
      const base = { videoId: (mediaId ?? playlistId ?? '').slice(0, 120), name: title.slice(0, 300), location };
      player = jwplayer(element).setup({
        playlist: jwPlaylistUrl({ mediaId, playlistId }),
        aspectratio: aspectRatio.replace(/\s*\/\s*/, ':'),
        width: '100%',
        autostart: autoplay && !reduce ? 'viewable' : false,
        mute: autoplay,
        advertising: props.enablePostRoll || props.skipPeriod !== undefined ? { client: 'vast', skipoffset: props.skipPeriod, custParams: props.targeting } : undefined,
      });
      player
        .on('play', () => trackVideo({ ...base, action: 'play' }))
        .on('pause', () => trackVideo({ ...base, action: 'pause' }))
        .on('complete', () => trackVideo({ ...base, action: 'complete' }))
        .on('playlistItem', (event) => trackVideo({ ...base, action: 'playlist_select', position: Number(event.index ?? 0) + 1 }))
        .on('time', (event) => {
          const duration = Number(event.duration);
          if (!(duration > 0)) return;
          const percent = (Number(event.position) / duration) * 100;
          for (const quartile of videoQuartiles) {
            if (percent >= quartile && !sent.has(quartile)) {
              sent.add(quartile);
              trackVideo({ ...base, action: 'progress', progress: quartile });
            }
          }
        });
    });
    return () => {
      cancelled = true;
      player?.remove();
    };
  }, [allowed, libraryUrl, mediaId, playlistId, title, aspectRatio, autoplay, location, props.enablePostRoll, props.skipPeriod, props.targeting]);

  if ((!allowed || failed) && fallback.length > 0) {
    return <NativePlayer items={fallback} aspectRatio={aspectRatio} autoplay={autoplay} trackers={props.trackers} location={location} idPrefix={props.idPrefix} />;
  }
  return (
    <div className={styles.frame} style={{ aspectRatio }}>
      {allowed && !failed ? (
        <div ref={box} aria-label={title} role="region" />
      ) : (
        <div className={styles.jwWaiting}>
          <p>
            {failed
              ? 'This video could not be loaded. Please try again later.'
              : 'This video is played by JW Player, which can set cookies. To watch it, allow functional cookies.'}
          </p>
          {!failed && (
            <button type="button" className={styles.consentButton} onClick={openPrivacySettings}>
              Your privacy choices
            </button>
          )}
        </div>
      )}
    </div>
  );
}
