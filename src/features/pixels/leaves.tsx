'use client';

import dynamic from 'next/dynamic';

/**
 * The consent-gated tracking pixel, shared by the widgets that carry a sponsor tracker (decision
 * 008): a page loads its chunk only when it renders one. Only next/dynamic lines belong here.
 */
export const ConsentPixel = dynamic(() => import('./ConsentPixel.client').then((m) => m.ConsentPixel));
