'use client';

import dynamic from 'next/dynamic';

/**
 * The engagement carousel's client leaf, in a chunk of its own (decision 008): a page loads it only
 * when it renders a carousel. Only next/dynamic lines belong here; unit tests get them eagerly.
 */
export const CarouselMotion = dynamic(() => import('./CarouselMotion.client').then((m) => m.CarouselMotion));
