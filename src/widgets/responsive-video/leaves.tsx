'use client';

import dynamic from 'next/dynamic';

/** This folder's interactive leaves, each in a chunk of its own (decision 008). Only next/dynamic lines belong here. */
export const NativePlayer = dynamic(() => import('./NativePlayer.client').then((m) => m.NativePlayer));
export const JwPlayer = dynamic(() => import('./JwPlayer.client').then((m) => m.JwPlayer));
