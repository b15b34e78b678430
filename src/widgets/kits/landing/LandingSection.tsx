import type { CSSProperties, ReactNode } from 'react';
import { WaveDecoration } from './leaves';
import styles from './LandingSection.module.css';

interface Props {
  children: ReactNode;
  /** The optional wave decoration along the section's bottom edge (spec savings 2.4). */
  wave?: boolean;
  /** id of the heading that names the section. */
  labelledBy?: string;
  className?: string;
  style?: CSSProperties;
  /** Extra data attributes (tracking, theme). */
  dataAttributes?: Record<`data-${string}`, string | undefined>;
}

/**
 * The marketing landing-page section wrapper (spec savings 2.4: "optional wave decoration").
 * Landing widgets opt in (the ticker hero's `wave` option); it is not put around every section of
 * a landing page, since most of a page's sections are plain HTML that needs no band or wave. The
 * section runs edge to edge on phones; its background is the `--landing-bg` variable and the
 * wave is drawn in `--landing-wave` (the page's background by default), so the band ends in a wave.
 */
export function LandingSection({ children, wave = false, labelledBy, className, style, dataAttributes }: Props) {
  return (
    <section
      className={[styles.section, wave ? styles.withWave : '', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      style={style}
      data-landing-section=""
      {...dataAttributes}
    >
      <div className={styles.inner}>{children}</div>
      {wave && <WaveDecoration />}
    </section>
  );
}
