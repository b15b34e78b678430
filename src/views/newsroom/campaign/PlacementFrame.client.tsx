'use client';

import type { ReactNode } from 'react';
import type { ResponseDriver } from '@/features/drivers/api-schema';
import type { ReaderPlacement } from '@/content/campaigns/schema';
import { AnnouncementBar } from '@/features/drivers/bars/AnnouncementBar.client';
import { StickyBanner } from '@/features/drivers/bars/StickyBanner.client';
import { DriverView } from '@/features/drivers/components/DriverView.client';
import dialogStyles from '@/components/ModalDialog.module.css';
import styles from './CampaignPreview.module.css';

const noop = () => undefined;

/** Grey lines standing for the article's text around the placement (decoration only). */
function TextLines({ count }: { count: number }) {
  return (
    <div className={styles.lines} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={styles.line} />
      ))}
    </div>
  );
}

/**
 * One driver drawn as its placement shows it: the bars with their own components (in the page,
 * not fixed, so both widths show them), a popup's panel opened in place, the rail beside the
 * article's text and the manual placement inside it. Closing does nothing here.
 */
export function PlacementFrame({ placement, driver }: { placement: ReaderPlacement; driver: ResponseDriver }) {
  const view = <DriverView driver={driver} placement={placement} contentIndex={0} />;
  let inner: ReactNode;
  switch (placement) {
    case 'announcementBar':
      inner = <AnnouncementBar driver={driver} onDismiss={noop} />;
      break;
    case 'stickyBanner':
      inner = <StickyBanner driver={driver} onClose={noop} onDone={noop} />;
      break;
    case '1stPagePopup':
    case '2ndPagePopup':
    case 'headerNewsletter':
      inner = (
        <div className={styles.popupBackdrop}>
          <div className={`${dialogStyles.panel} ${styles.popup}`}>{view}</div>
        </div>
      );
      break;
    case 'rightRail':
      inner = (
        <div className={styles.railLayout}>
          <TextLines count={12} />
          <aside className={styles.slot} aria-label="Right rail">
            {view}
          </aside>
        </div>
      );
      break;
    case 'manualPlacement1':
      inner = (
        <div className={styles.body}>
          <TextLines count={4} />
          <div className={styles.slot}>{view}</div>
          <TextLines count={4} />
        </div>
      );
      break;
  }
  return (
    <div className={styles.frame} data-campaign-placement={placement}>
      {inner}
    </div>
  );
}
