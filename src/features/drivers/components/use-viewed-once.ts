'use client';
import type { RefObject } from 'react';
import { useFirstView } from '@/components/use-first-view';
import type { ResponseDriver } from '../api-schema';
import { trackDriverViewed } from './track';

/** Cards already reported as viewed in this page view, by key (spec: viewability events fire once per card). */
const viewed = new Set<string>();

/**
 * Sends `Element Viewed` for a driver card once, when at least half of it first comes into view.
 * `key` names the card (placement, content index, campaign and variant); `enabled` false waits.
 */
export function useViewedOnce(ref: RefObject<HTMLElement | null>, driver: ResponseDriver, key: string, enabled = true): void {
  useFirstView(
    ref,
    () => {
      if (viewed.has(key)) return;
      viewed.add(key);
      trackDriverViewed(driver);
    },
    { threshold: 0.5, enabled: enabled && !viewed.has(key) },
  );
}

/** Tests only. */
export function resetViewedCards(): void {
  viewed.clear();
}
