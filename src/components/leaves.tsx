'use client';

import dynamic from 'next/dynamic';

/** The shared components' client leaves (decision 008): only next/dynamic lines; unit tests get them eagerly. */
export const Tooltip = dynamic(() => import('./Tooltip.client').then((m) => m.Tooltip));
