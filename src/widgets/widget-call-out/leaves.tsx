'use client';

import dynamic from 'next/dynamic';

/** This folder's interactive leaves, each a next/dynamic chunk (decision 008). Only next/dynamic lines belong here. */
export const WaveBox = dynamic(() => import('./Wave.client').then((m) => m.WaveBox));
