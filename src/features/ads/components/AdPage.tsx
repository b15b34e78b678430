import type { ReactNode } from 'react';
import { AdSlot } from './AdSlot';
import { Leaderboard } from './Leaderboard.client';
import { StickyBottom } from './StickyBottom.client';
import styles from './Page.module.css';

interface Props {
  /** The page's CPUV flag (isCpuvPage of its first article): lower inline limits for every article on the page. */
  cpuv: boolean;
  children: ReactNode;
}

/**
 * An article page's ad frame: the leaderboard header (DLB1) above, the mobile sticky bottom ad
 * (MLB1) below, and the page-wide inline limits that appended articles share (data-slot-page).
 */
export function AdPage({ cpuv, children }: Props) {
  return (
    <div className={styles.page} data-slot-page="" data-cpuv={cpuv ? 'true' : 'false'}>
      <Leaderboard>
        <AdSlot positions={['DLB1']} kind="header" />
      </Leaderboard>
      {children}
      <StickyBottom>
        <AdSlot positions={['MLB1']} kind="sticky" />
      </StickyBottom>
    </div>
  );
}
