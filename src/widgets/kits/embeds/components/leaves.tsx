'use client';

import dynamic from 'next/dynamic';

/**
 * The embeds feature's client leaf in a chunk of its own (decision 008): a page loads the
 * facade's JavaScript only when it renders one. Only next/dynamic lines belong here.
 */
export const ConsentGatedFrame = dynamic(() => import('./ConsentGatedFrame.client').then((m) => m.ConsentGatedFrame));
