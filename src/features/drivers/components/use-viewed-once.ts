'use client';
import type { RefObject } from 'react';
import { useFirstView } from '@/components/use-first-view';
import type { ReaderPlacement } from '@/content/campaigns/schema';
import type { ResponseDriver } from '../api-schema';
import { driverCardKey } from '../correlation';
import { trackDriverViewed } from './track';

/** Cards already reported as viewed in this page view, by card key (spec: viewability events fire once per card). */
const viewed = new Set<string>();

/**
 * Sends `Element Viewed` for a driver card once, when at least half of it first comes into view,
 * with the card view's correlation id. The card is its placement, content index, campaign and
 * variant; `enabled` false waits.
 */
export function useViewedOnce(ref: RefObject<HTMLElement | null>, driver: ResponseDriver, placement: ReaderPlacement, contentIndex: number, enabled = true): void {
  const key = driverCardKey({ driver, placement, contentIndex });
  useFirstView(
    ref,
    () => {
      if (viewed.has(key)) return;
      viewed.add(key);
      trackDriverViewed({ driver, placement, contentIndex });
    },
    { threshold: 0.5, enabled: enabled && !viewed.has(key), watchKey: key },
  );
}

/** Tests only. */
export function resetViewedCards(): void {
  viewed.clear();
}
