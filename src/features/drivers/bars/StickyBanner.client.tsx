'use client';

import type { ResponseDriver } from '../api-schema';
import { DriverView } from '../components/DriverView.client';
import styles from './Bars.module.css';

export const stickyRegionLabel = 'Promotion';
export const stickyCloseLabel = 'Close promotion';

/**
 * The sticky banner (placement stickyBanner): the driver, whatever its type, in a bar fixed to the
 * bottom of the window, with a close button. `onDone` is the driver's own flow finishing (a
 * sign-up confirmed): the confirmation stays until the reader closes it. `shown` false: it waits
 * unseen for the chrome budget (no view is counted).
 */
export function StickyBanner({ driver, onClose, onDone, shown = true }: { driver: ResponseDriver; onClose: () => void; onDone: () => void; shown?: boolean }) {
  return (
    <aside className={`${styles.bar} ${styles.sticky}`} aria-label={stickyRegionLabel} data-sticky-banner="">
      <div className={styles.inner}>
        <div className={styles.content}>
          <DriverView driver={driver} placement="stickyBanner" contentIndex={0} onDone={onDone} shown={shown} />
        </div>
        <button type="button" className={styles.close} aria-label={stickyCloseLabel} onClick={onClose} data-bar-close="">
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
