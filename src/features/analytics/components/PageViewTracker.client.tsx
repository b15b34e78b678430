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

/** One article page view: 'Page Viewed', then 'Scroll Depth' thresholds for this page view. */
export function PageViewTracker({ metadata, pixelId }: Props) {
  useEffect(() => {
    if (!trackPageView(metadata, utmFromSearch(window.location.search) ?? storedUtm())) return;
    return watchScrollDepth(trackScrollDepth, () => (scrollSampled(existingAnonymousId()) ? sampledThresholds : unsampledThresholds));
    // One page view per article: the component is keyed by the canonical path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => (pixelId ? startMetaPixel(pixelId) : undefined), [pixelId]);
  return null;
}
