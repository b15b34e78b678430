'use client';

import dynamic from 'next/dynamic';

/** The landing feature's client leaves (decision 008): only next/dynamic lines; unit tests get them eagerly. */
export const WaveDecoration = dynamic(() => import('./WaveDecoration.client').then((m) => m.WaveDecoration));
