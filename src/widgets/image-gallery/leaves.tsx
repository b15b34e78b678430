'use client';

import dynamic from 'next/dynamic';

export const GalleryLightbox = dynamic(() => import('./GalleryLightbox.client').then((m) => m.GalleryLightbox));
