'use client';

import { useEffect, useState } from 'react';
import { whenGranted } from '@/features/consent/client';
import { safeTrackingUrl } from './tracking-url';
import styles from './Pixel.module.css';

/**
 * A sponsor's 1x1 tracking image, requested only after the reader has granted advertising
 * (targeting) consent: asked in the browser after load (now, or later when they accept), so the
 * cached page is the same for everyone and nothing third-party loads before consent. The server
 * renders this leaf only on pages where pixels are allowed (pixelAllowedOn, src/features/analytics/pixel/rule.ts: never on
 * health-condition pages). The request carries no referrer, so the sponsor never learns which
 * page (and so which health topic) the reader was on.
 */
export function ConsentPixel({ src }: { src: string }) {
  const [granted, setGranted] = useState(false);
  useEffect(() => whenGranted('targeting', () => setGranted(true)), []);
  const url = safeTrackingUrl(src);
  if (!granted || !url) return null;
  return (
    // A 1x1 tracking image out of the layout: next/image adds nothing.
    // eslint-disable-next-line @next/next/no-img-element
    <img className={styles.pixel} src={url} alt="" width={1} height={1} aria-hidden="true" referrerPolicy="no-referrer" decoding="async" data-tracking-pixel="loaded" />
  );
}
