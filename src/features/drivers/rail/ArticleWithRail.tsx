import type { ReactNode } from 'react';
import { templateTraits, type PageTemplate } from '@/content/page-templates';
import { Placement } from '../components/Placement.client';
import styles from './ArticleWithRail.module.css';

/** Spec article blocks 3 ("Placement names include rightRail …"): templates with the rightRail trait (articles) have one. */
export function hasRightRail(pageTemplate: PageTemplate): boolean {
  return templateTraits(pageTemplate).rightRail;
}

/** From this width the rail is a column of its own (ArticleWithRail.module.css); below it, it follows the article. */
export const railColumnFrom = 1024;

interface Props {
  /** Which article on the page: 0 for the page itself, 1… for articles appended by infinite scroll. */
  contentIndex: number;
  /** The rail's content stays in view while the article scrolls; off on a calm page. */
  sticky?: boolean;
  /** The article view. */
  children: ReactNode;
}

/**
 * An article with its right rail: the `rightRail` placement (a driver). From
 * 1024 px the rail is a column of its own beside the article, as tall as the article, there from
 * the first paint whether or not anything comes, so the text never moves when it does; its content
 * sticks in view for the whole article (below the leaderboard band), so a driver never leaves the
 * column empty beside the text; nothing sticks inside the text column (decision 018). Below
 * 1024 px the rail sits after the article, and a driver arriving while its place is on screen waits
 * until it is out of view (nothing moves). The driver is asked for in the browser after load (the
 * page stays the same cached HTML for every reader); without one, the rail takes no space below
 * 1024 px and stays a blank column from it.
 */
export function ArticleWithRail({ contentIndex, sticky = true, children }: Props) {
  return (
    <div className={styles.layout} data-right-rail="">
      <div className={styles.main}>{children}</div>
      <div className={styles.column}>
        <div className={styles.content} data-rail-content={sticky ? 'sticky' : 'static'}>
          <Placement placement="rightRail" contentIndex={contentIndex} className={styles.rail} inFlowBelow={railColumnFrom} />
        </div>
      </div>
    </div>
  );
}
