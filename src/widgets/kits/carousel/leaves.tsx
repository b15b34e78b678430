'use client';

import dynamic from 'next/dynamic';

/**
 * The carousels' shared interactive leaf, in a chunk of its own (decision 008): a page loads it
 * only when it renders a carousel. Only next/dynamic lines belong here; unit tests get them
 * eagerly (vitest.config.ts).
 */
export const CarouselScroller = dynamic(() => import('./CarouselScroller.client').then((m) => m.CarouselScroller));
