'use client';
import { useEffect, useSyncExternalStore } from 'react';
import type { ReaderPlacement } from '@/content/campaigns/schema';
import { placementSnapshot, requestPlacement, subscribeDrivers, type PlacementSnapshot } from './drivers-store';

const serverSnapshot: PlacementSnapshot = { state: 'queued', driver: null };

/**
 * A placement's state and driver for the page at `contentIndex` (0 = the page itself). Asks for
 * the driver once; the answer arrives after the page has loaded (the page stays cacheable).
 */
export function usePlacement(placement: ReaderPlacement, contentIndex = 0): PlacementSnapshot {
  useEffect(() => requestPlacement(contentIndex, placement), [contentIndex, placement]);
  return useSyncExternalStore(
    subscribeDrivers,
    () => placementSnapshot(contentIndex, placement),
    () => serverSnapshot,
  );
}
