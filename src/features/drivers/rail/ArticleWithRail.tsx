import type { ReactNode } from 'react';
import { templateTraits, type PageTemplate } from '@/content/page-templates';
import { Placement } from '../components/Placement.client';
import styles from './ArticleWithRail.module.css';

/** Spec article blocks 3 ("Placement names include rightRail …"): templates with the rightRail trait (articles) have one. */
export function hasRightRail(pageTemplate: PageTemplate): boolean {
  return templateTraits(pageTemplate).rightRail;
}

interface Props {
  /** Which article on the page: 0 for the page itself, 1… for articles appended by infinite scroll. */
  contentIndex: number;
  /** The article view. */
  children: ReactNode;
}

/**
 * An article with its `rightRail` placement. From 1024 px the rail is a column of its own beside
 * the article, there from the first paint whether or not a driver comes, so the article's text
 * never moves when one arrives. Below that it sits after the article, below the fold of a reader
 * who has just opened the page. The driver is asked for in the browser after load (the page
 * stays the same cached HTML for every reader); with none, the rail is empty and takes no space.
 */
export function ArticleWithRail({ contentIndex, children }: Props) {
  return (
    <div className={styles.layout} data-right-rail="">
      <div className={styles.main}>{children}</div>
      <Placement placement="rightRail" contentIndex={contentIndex} className={styles.rail} />
    </div>
  );
}
