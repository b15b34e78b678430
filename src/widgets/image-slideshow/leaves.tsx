'use client';

import dynamic from 'next/dynamic';

export const Slideshow = dynamic(() => import('./Slideshow.client').then((m) => m.Slideshow));
