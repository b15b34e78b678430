import Link from 'next/link';
import { aboutPath, demoNoticeEnabled, demoNoticeShortText, demoNoticeText } from './demo-notice';
import styles from './DemoNotice.module.css';

/** The slim ribbon at the top of every page: one line, static markup, no script. */
export function DemoNoticeRibbon() {
  if (!demoNoticeEnabled()) return null;
  return (
    <aside className={styles.ribbon} aria-label="Site notice" data-demo-notice="ribbon">
      <p className={styles.line}>
        <span className={styles.long}>{demoNoticeText}</span>
        <span className={styles.short}>{demoNoticeShortText}</span>{' '}
        <Link href={aboutPath} prefetch={false} className={styles.link}>
          About<span className={styles.linkMore}> this site</span>
        </Link>
      </p>
    </aside>
  );
}

/** The same statement in the footer. */
export function DemoNoticeFooter({ className }: { className?: string }) {
  if (!demoNoticeEnabled()) return null;
  return (
    <p className={className} data-demo-notice="footer">
      {demoNoticeText}{' '}
      <Link href={aboutPath} prefetch={false}>
        About this site
      </Link>
    </p>
  );
}
