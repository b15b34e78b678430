'use client';

import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { trackElement } from '@/features/analytics/typed-events';
import { categoryTexts } from '@/features/consent/categories';
import { consentGranted, onConsentChange } from '@/features/consent/client';
import { openPrivacySettings } from '@/features/consent/settings-events';
import { log } from '@/lib/client-log';
import { proxiedImageSrc } from '@/lib/proxied-image';
import buttons from '@/components/Buttons.module.css';
import { embedProviders, isFirstPartyImage, isFrameSrcFor, type EmbedProviderId } from '../providers';
import { loadLabel, normalizeAspectRatio } from '../texts';
import styles from './ConsentGatedFrame.module.css';

export interface ConsentGatedFrameProps {
  provider: EmbedProviderId;
  /** The final iframe URL; it must be on the provider's frame host. */
  src: string;
  title: string;
  /** Width / height such as '16 / 9' (or '16:9'); the provider's default otherwise. */
  aspectRatio?: string;
  /** A first-party image only (a path on this site); anything else is ignored. */
  thumbnail?: string;
}

type Stage = 'placeholder' | 'asking' | 'loaded';

const refused = new Set<string>();

/**
 * A click-to-load facade for an outside service's frame. The server renders the first-party
 * placeholder (the reserved box, the title, a load button and what loading shares), so the page
 * is the same for every reader and nothing is requested from the provider. In the browser one
 * click loads the frame when the reader's consent covers the provider's category; otherwise the
 * click asks first: "Load once" loads this frame only (an explicit, informed choice for this one
 * item, not stored), "Change privacy choices" opens the site's settings dialog, and if the
 * reader then grants the category the frame loads.
 */
export function ConsentGatedFrame({ provider, src, title, aspectRatio, thumbnail }: ConsentGatedFrameProps) {
  const entry = embedProviders[provider] as (typeof embedProviders)[EmbedProviderId] | undefined;
  const [stage, setStage] = useState<Stage>('placeholder');
  const focusFrame = useRef(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const loadOnceRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const noteId = useId();
  const askId = useId();
  const valid = entry !== undefined && isFrameSrcFor(provider, src);

  useEffect(() => {
    if (valid || refused.has(`${provider} ${src}`)) return;
    refused.add(`${provider} ${src}`);
    log('warn', 'Embed refused: the frame URL is not on the provider’s allowlisted host', { provider, src: src.slice(0, 200) });
  }, [valid, provider, src]);

  // While asking, granting the category in the settings dialog loads the frame (the reader already asked for it).
  useEffect(() => {
    if (stage !== 'asking' || !entry) return;
    return onConsentChange((state) => {
      if (state.groups[entry.category]) setStage('loaded');
    });
  }, [stage, entry]);

  useEffect(() => {
    if (stage === 'loaded' && focusFrame.current) {
      focusFrame.current = false;
      frameRef.current?.focus();
    }
    if (stage === 'asking') loadOnceRef.current?.focus();
  }, [stage]);

  if (!valid || !entry) return null;

  const ratio = (aspectRatio && normalizeAspectRatio(aspectRatio)) || entry.aspectRatio;
  const label = loadLabel(entry);
  const category = categoryTexts[entry.category].name;
  const report = (action: 'Clicked' | 'Loaded', actionOutcome: string) =>
    trackElement(action, { elementType: 'embed', name: entry.name, text: title.slice(0, 500), actionOutcome });

  const load = (outcome: string) => {
    focusFrame.current = true;
    report('Loaded', outcome);
    setStage('loaded');
  };

  const onLoadClick = () => {
    if (consentGranted(entry.category)) {
      report('Clicked', 'load');
      load('consented');
    } else {
      report('Clicked', 'ask-consent');
      setStage('asking');
    }
  };

  const box = { '--embed-ratio': ratio } as CSSProperties;

  if (stage === 'loaded') {
    return (
      <div className={styles.box} style={box} data-embed-provider={provider}>
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox={entry.sandbox}
          allow={entry.allow || undefined}
          allowFullScreen={entry.allow.includes('fullscreen') || undefined}
        />
      </div>
    );
  }

  const image = isFirstPartyImage(thumbnail) ? thumbnail : undefined;
  return (
    <div className={styles.box} style={box} data-embed-provider={provider} data-embed-facade="">
      {image && (
        // eslint-disable-next-line @next/next/no-img-element -- proxiedImageSrc applies the 2.1x image rule itself
        <img
          className={styles.thumbnail}
          src={proxiedImageSrc(image, 700)}
          srcSet={[320, 400, 700].map((w) => `${proxiedImageSrc(image, w)} ${w * 2}w`).join(', ')}
          sizes="(min-width: 48rem) 44rem, 100vw"
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.panel}>
        <p className={styles.title} id={titleId}>
          {title}
        </p>
        <p className={styles.provider}>
          {entry.kind === 'video' ? 'Video' : entry.kind === 'post' ? 'Post' : 'Chart'} from {entry.name}
        </p>
        {stage === 'placeholder' ? (
          <>
            <button
              type="button"
              className={buttons.primary}
              aria-describedby={`${titleId} ${noteId}`}
              data-embed-load=""
              onClick={onLoadClick}
            >
              {label}
            </button>
            <p className={styles.note} id={noteId}>
              Loading it shares data with {entry.name}, such as your IP address, and {entry.name} may set cookies.{' '}
              <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={openPrivacySettings}>
                Change privacy choices
              </button>
            </p>
          </>
        ) : (
          <div className={styles.ask} role="group" aria-labelledby={askId}>
            <p className={styles.note} id={askId}>
              Your privacy choices do not allow {category.toLowerCase()} content, so nothing has been loaded from {entry.name}. You can load
              this one now, or change your choices for all such content.
            </p>
            <div className={styles.actions}>
              <button
                ref={loadOnceRef}
                type="button"
                className={buttons.primary}
                aria-describedby={`${titleId} ${askId}`}
                data-embed-load-once=""
                onClick={() => {
                  report('Clicked', 'load-once');
                  load('load-once');
                }}
              >
                Load once
              </button>
              <button type="button" className={buttons.secondary} aria-haspopup="dialog" onClick={openPrivacySettings}>
                Change privacy choices
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
