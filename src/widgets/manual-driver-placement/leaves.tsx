'use client';

import dynamic from 'next/dynamic';

/**
 * This folder's interactive leaf, in a chunk of its own (decision 008): a page loads it only when
 * its body has a manual driver placement. Only next/dynamic lines belong here.
 */
export const ManualPlacement = dynamic(() => import('./ManualPlacement.client').then((m) => m.ManualPlacement));
