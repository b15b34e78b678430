'use client';

import dynamic from 'next/dynamic';

/** This folder's interactive leaf, in a chunk of its own (decision 008). Only next/dynamic lines belong here. */
export const SideEffectsExplorer = dynamic(() => import('./SideEffectsExplorer.client').then((m) => m.SideEffectsExplorer));
