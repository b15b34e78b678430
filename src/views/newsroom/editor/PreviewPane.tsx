import { useEffect, useId, useRef, useState } from 'react';
import buttons from '@/components/Buttons.module.css';
import { previewPathPrefix } from '@/lib/preview-path';
import { api } from './api';
import type { PreviewLinkListing } from './types';
import styles from './Preview.module.css';

/**
 * The live preview: the newest saved revision rendered by the real article page, at a phone's
 * and a desktop's width, scaled to fit side by side. Each successful save (a new revision)
 * reloads both frames.
 */
const frames = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const gap = 16;

export function PreviewPane({ id, revision, canShare, openLinks }: { id: string; revision: number; canShare: boolean; openLinks: readonly PreviewLinkListing[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const total = frames.reduce((sum, f) => sum + f.width, 0) + gap;
  const scale = width > 0 ? Math.min(1, (width - gap) / (total - gap)) : 0.25;
  const src = `${previewPathPrefix}document/${encodeURIComponent(id)}`;

  return (
    <div className={styles.preview}>
      <p className={styles.caption}>Revision {revision}, as saved. The frames reload after each save.</p>
      {/*
        The scaled frames are a glance for the eye: hidden from assistive technology and out of the
        tab order (two whole site pages inside the editor would repeat its landmarks and headings);
        the link below opens the same preview as a page of its own.
      */}
      <div ref={box} className={styles.frames} aria-hidden="true">
        {frames.map((frame) => (
          <div key={frame.name} className={styles.frameBox} style={{ width: frame.width * scale, height: frame.height * scale }}>
            <iframe
              // A new key loads the frame again: the preview shows the newest saved revision.
              key={`${frame.name}-${revision}`}
              className={styles.frame}
              title={`Preview at ${frame.name} width (${frame.width} pixels), revision ${revision}`}
              src={src}
              width={frame.width}
              height={frame.height}
              loading="lazy"
              tabIndex={-1}
              style={{ transform: `scale(${scale})` }}
            />
          </div>
        ))}
      </div>
      <p>
        <a href={src} target="_blank" rel="noopener">
          Open the preview in a new tab
        </a>
      </p>
      {canShare ? <ShareLink id={id} openLinks={openLinks} /> : null}
    </div>
  );
}

function ShareLink({ id, openLinks }: { id: string; openLinks: readonly PreviewLinkListing[] }) {
  const fieldId = useId();
  const [hours, setHours] = useState(72);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [message, setMessage] = useState('');
  const create = async () => {
    setMessage('Creating a link…');
    const result = await api.previewLink(id, hours);
    if (!result.ok) return setMessage(`No link was made: ${result.refusal.message}`);
    setLink({ url: new URL(result.data.url, window.location.origin).toString(), expiresAt: result.data.expiresAt });
    setMessage('Link created.');
  };
  const copy = () =>
    navigator.clipboard?.writeText(link?.url ?? '').then(
      () => setMessage('Link copied.'),
      () => setMessage('The clipboard is not available: select the link and copy it.'),
    );
  return (
    <div className={styles.share}>
      <h3 className={styles.shareTitle}>Share a preview link</h3>
      <p>Anyone with the link sees the newest saved revision, without an account, until it expires.{openLinks.length ? ` ${openLinks.length} ${openLinks.length === 1 ? 'link is' : 'links are'} open now.` : ''}</p>
      <label htmlFor={`${fieldId}-hours`}>Lasts for</label>
      <select id={`${fieldId}-hours`} value={hours} onChange={(e) => setHours(Number(e.target.value))}>
        <option value={24}>1 day</option>
        <option value={72}>3 days</option>
        <option value={168}>7 days</option>
        <option value={336}>14 days</option>
      </select>
      <button type="button" className={buttons.secondary} onClick={create}>
        Share preview link
      </button>
      {link ? (
        <div className={styles.link}>
          <label htmlFor={`${fieldId}-url`}>Preview link, until {new Date(link.expiresAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}</label>
          <input id={`${fieldId}-url`} type="text" readOnly value={link.url} onFocus={(e) => e.target.select()} />
          <button type="button" className={buttons.secondary} onClick={copy}>
            Copy link
          </button>
        </div>
      ) : null}
      <p role="status" className={styles.status}>
        {message}
      </p>
    </div>
  );
}
