'use client';

import dynamic from 'next/dynamic';

/**
 * This folder's interactive leaf, in a chunk of its own (decision 008). Only next/dynamic lines
 * belong here; unit tests get them eagerly (vitest.config.ts).
 */
export const FlipCard = dynamic(() => import('./FlipCard.client').then((m) => m.FlipCard));
