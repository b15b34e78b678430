import type { ReactNode } from 'react';
import type { AdSizeName } from '../sizes';
import { AdSlot, slotBoxStyle, slotHasSpace } from './AdSlot';
import { Leaderboard } from './Leaderboard.client';
import { StickyBottom } from './StickyBottom.client';
import styles from './Page.module.css';

interface Props {
  /** The sizes a fill is expected for (expectedAdSizes). */
  expected: ReadonlySet<AdSizeName>;
  /** The leaderboard header above the article; off when the article opens with urgent advice, which comes before any ad. */
  header?: boolean;
  /** The mobile sticky bottom ad; off on a calm page (urgent advice, crisis, sensitive). */
  stickyBottom?: boolean;
  /** The page's CPUV flag (isCpuvPage of its first article): lower inline limits for every article on the page. */
  cpuv: boolean;
  children: ReactNode;
}

/**
 * An article page's ad frame: the leaderboard header (DLB1) above, the mobile sticky bottom ad
 * (MLB1) below, and the page-wide inline limits that appended articles share (data-slot-page).
 */
export function AdPage({ expected, header = true, stickyBottom = true, cpuv, children }: Props) {
  // No sticky bar (and no room kept for it) when no bottom ad is expected.
  const bottom = stickyBottom && slotHasSpace(slotBoxStyle(['MLB1'], 'sticky', expected));
  return (
    <div className={styles.page} data-slot-page="" data-cpuv={cpuv ? 'true' : 'false'}>
      {header && (
        <Leaderboard>
          <AdSlot positions={['DLB1']} kind="header" expected={expected} />
        </Leaderboard>
      )}
      {children}
      {bottom && (
        <StickyBottom>
          <AdSlot positions={['MLB1']} kind="sticky" expected={expected} />
        </StickyBottom>
      )}
    </div>
  );
}
