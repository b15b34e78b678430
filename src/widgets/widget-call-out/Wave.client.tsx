'use client';

import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useFirstView } from '@/components/use-first-view';
import styles from './WidgetCallOut.module.css';

interface Props {
  className: string;
  style?: CSSProperties;
  waveSrc: string;
  children: ReactNode;
  'data-scheme'?: string;
  'data-callout-item'?: number;
}

/**
 * A call-out box whose wave background loads on first sight (spec: "The call-out widget loads its
 * wave background images on first sight"). The server HTML already reserves the wave's strip at
 * the foot of the box, so nothing moves when the image arrives; it fades in unless the reader
 * prefers reduced motion (CSS).
 */
export function WaveBox({ className, style, waveSrc, children, ...data }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);

  // Without IntersectionObserver the decorative wave is simply left out.
  useFirstView(ref, () => setSeen(true));

  return (
    <div ref={ref} className={className} style={style} data-wave={seen ? 'loaded' : 'pending'} {...data}>
      <span className={styles.wave} aria-hidden="true">
        {seen && (
          // A decorative SVG of our own: the optimizer does not take SVGs.
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.waveImage} src={waveSrc} alt="" width={640} height={48} decoding="async" />
        )}
      </span>
      {children}
    </div>
  );
}
