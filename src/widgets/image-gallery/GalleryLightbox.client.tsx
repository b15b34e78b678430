'use client';

import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import buttons from '@/components/Buttons.module.css';
import dialogStyles from '@/components/ModalDialog.module.css';
import { track } from '@/features/analytics/track';
import { PinterestLink } from '@/widgets/kits/sharing/PinterestLink';
import { clampIndex, isFirst, isLast, lightboxStatusText, slideForKey, stepIndex } from '../image-slideshow/slides';
import { useSwipe } from '@/components/carousel/use-swipe';
import type { ShownImage } from './rules';
import styles from './ImageGallery.module.css';

interface Props {
  /** The dialog's heading: the gallery's title. */
  title: string;
  images: ShownImage[];
  /** The server-rendered grid; its links carry data-gallery-index. */
  children: ReactNode;
}

const location = 'image-gallery';

/**
 * The gallery's larger view: a native <dialog> opened with showModal() (focus stays inside,
 * Escape closes, focus returns to the thumbnail), Previous/Next buttons, Left/Right/Home/End keys,
 * swipe by touch, an "n of N" live text, the caption and "Save to Pinterest". Opening records an
 * Element Clicked event (actionOutcome open); each image change a scroll interaction (Element
 * Clicked, actionOutcome scroll), as carousels do.
 */
export function GalleryLightbox({ title, images, children }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pinRef = useRef<HTMLAnchorElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;

  function open(at: number, from: HTMLElement) {
    const dialog = dialogRef.current;
    if (!dialog || count === 0) return;
    const next = clampIndex(at, count);
    opener.current = from;
    setIndex(next);
    if (!dialog.open) dialog.showModal();
    track('Element Clicked', { elementType: 'lightbox', location, name: title, position: next + 1, actionOutcome: 'open' });
  }

  function go(next: number, how: string) {
    if (index === null || next === index) return;
    // The Pinterest link leaves with an image that has none: keep focus on the controls.
    if (document.activeElement === pinRef.current && !images[next]?.pinUrl) nextRef.current?.focus();
    setIndex(next);
    track('Element Clicked', { elementType: 'lightbox', location, name: how, position: next + 1, actionOutcome: 'scroll' });
  }

  const swipe = useSwipe((direction) => {
    if (index !== null) go(stepIndex(index, direction, count), direction > 0 ? 'swipe next' : 'swipe previous');
  });

  function onGridClick(event: MouseEvent<HTMLDivElement>) {
    // A new tab or window (modifier keys, middle button) keeps the link's own behaviour.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-gallery-index]');
    if (!link || !event.currentTarget.contains(link)) return;
    const at = Number(link.dataset.galleryIndex);
    if (!Number.isInteger(at)) return;
    event.preventDefault();
    open(at, link);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (index === null || event.altKey || event.ctrlKey || event.metaKey) return;
    // Keys typed into the Pinterest link or buttons still move between images; nothing here takes text.
    const next = slideForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    go(next, event.key);
  }

  function onClose() {
    setIndex(null);
    const from = opener.current;
    opener.current = null;
    if (from?.isConnected) from.focus();
  }

  const current = index === null ? null : images[index];
  return (
    <>
      <div onClick={onGridClick}>{children}</div>
      <dialog
        ref={dialogRef}
        className={`${dialogStyles.dialog} ${styles.lightbox}`}
        aria-labelledby={titleId}
        onClose={onClose}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          if (event.target === dialogRef.current) dialogRef.current.close();
        }}
      >
        <div className={`${dialogStyles.panel} ${styles.lightboxPanel}`}>
          <div className={dialogStyles.top}>
            <h2 id={titleId} className={styles.lightboxTitle}>
              {title}
            </h2>
            <button type="button" className={buttons.close} onClick={() => dialogRef.current?.close()}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close</span>
            </button>
          </div>
          <p className={styles.status} aria-live="polite" aria-atomic="true">
            {index === null ? '' : lightboxStatusText(index, count)}
          </p>
          {current && index !== null && (
            <>
              <figure className={styles.stage} {...swipe}>
                <div className={styles.stageFrame} style={{ aspectRatio: `${current.width} / ${current.height}` }}>
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img key={index} className={styles.stageImage} src={current.src} alt={current.alt} width={current.width} height={current.height} decoding="async" />
                </div>
                {(current.caption || current.credit) && (
                  <figcaption className={styles.caption}>
                    {current.caption}
                    {current.credit && <span className={styles.credit}>{current.credit}</span>}
                  </figcaption>
                )}
              </figure>
              <div className={styles.controls}>
                <button
                  type="button"
                  className={buttons.secondary}
                  aria-disabled={isFirst(index)}
                  onClick={() => go(stepIndex(index, -1, count), 'previous')}
                >
                  <span aria-hidden="true">‹</span> Previous
                </button>
                <button
                  ref={nextRef}
                  type="button"
                  className={buttons.secondary}
                  aria-disabled={isLast(index, count)}
                  onClick={() => go(stepIndex(index, 1, count), 'next')}
                >
                  Next <span aria-hidden="true">›</span>
                </button>
                {current.pinUrl && <PinterestLink ref={pinRef} className={styles.pin} href={current.pinUrl} location={location} position={index + 1} />}
              </div>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
