import Link from 'next/link';
import { useId } from 'react';
import type { InfScrollItem } from '@/views/article/infinite-scroll/queue';
import styles from './UpNext.module.css';

/**
 * Spec: the UP NEXT bar, scroll-indicator variant, for small screens (below 768px, CSS): the next
 * article's title and link and a progress bar through the article in view. It keeps one height
 * (one line, ellipsis) and its space in the flow, so it never shifts or covers the content.
 */
export function UpNextBar({ next, progress }: { next: InfScrollItem | undefined; progress: number }) {
  return (
    <div className={styles.bar} data-up-next="scroll-indicator">
      <p className={styles.line}>
        <span className={styles.label}>Up next</span>
        {next ? (
          <Link href={next.link} prefetch={false} className={styles.link}>
            {next.title}
          </Link>
        ) : (
          <span className={styles.end}>You have reached the end of this reading list</span>
        )}
      </p>
      <progress className={styles.progress} max={100} value={Math.round(progress * 100)} aria-label="Reading progress" />
    </div>
  );
}

/**
 * Spec: from 768px up, UP NEXT lists up to 5 articles still to come, after each loaded article.
 * `after` names that article, so each list's landmark has a name of its own.
 */
export function UpNextList({ items, after }: { items: InfScrollItem[]; after: string }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <nav className={styles.list} aria-labelledby={headingId} data-up-next="list">
      <h2 id={headingId} className={styles.heading}>
        Up next<span className="visually-hidden"> after {after}</span>
      </h2>
      <ol className={styles.items}>
        {items.map((item) => (
          <li key={item.link}>
            <Link href={item.link} prefetch={false}>
              {item.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
