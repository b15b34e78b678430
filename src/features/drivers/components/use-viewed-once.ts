'use client';
import { useEffect, type RefObject } from 'react';
import type { ResponseDriver } from '../api-schema';
import { trackDriverViewed } from './track';

/** Cards already reported as viewed in this page view, by key (spec: viewability events fire once per card). */
const viewed = new Set<string>();

/**
 * Sends `Element Viewed` for a driver card once, when at least half of it first comes into view.
 * `key` names the card (placement, content index, campaign and variant); `enabled` false waits.
 */
export function useViewedOnce(ref: RefObject<HTMLElement | null>, driver: ResponseDriver, key: string, enabled = true): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || viewed.has(key) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || viewed.has(key)) return;
        viewed.add(key);
        observer.disconnect();
        trackDriverViewed(driver);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, driver, key, enabled]);
}

/** Tests only. */
export function resetViewedCards(): void {
  viewed.clear();
}
