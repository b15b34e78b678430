'use client';

import { useEffect } from 'react';
import { existingAnonymousId } from '../anonymous-id';
import { startMetaPixel } from '../pixel/meta-pixel';
import type { ContentMetadata } from '../schema';
import { sampledThresholds, scrollSampled, unsampledThresholds, watchScrollDepth } from '../scroll-depth';
import { trackPageView, trackScrollDepth } from '../typed-events';
import { utmFromSearch } from '../utm';
import { storedUtm } from '../utm-cookies';

interface Props {
  metadata: ContentMetadata;
  /** Set only on pages that may load the pixel, when it is configured. */
  pixelId: string | null;
}

/** One article page view: 'Page Viewed', then 'Scroll Depth' thresholds and, where allowed, the pixel. */
export function PageViewTracker({ metadata, pixelId }: Props) {
  useEffect(() => {
    // A refused page view (browser path differs from the canonical path) starts nothing else either.
    if (!trackPageView(metadata, utmFromSearch(window.location.search) ?? storedUtm())) return;
    const stopScroll = watchScrollDepth(trackScrollDepth, () => (scrollSampled(existingAnonymousId()) ? sampledThresholds : unsampledThresholds));
    const stopPixel = pixelId ? startMetaPixel(pixelId) : undefined;
    return () => {
      stopScroll();
      stopPixel?.();
    };
    // One page view per article: the component is keyed by the canonical path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
