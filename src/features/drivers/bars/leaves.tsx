'use client';
import dynamic from 'next/dynamic';
export const AnnouncementBar = dynamic(() => import('./AnnouncementBar.client').then((m) => m.AnnouncementBar));
export const StickyBanner = dynamic(() => import('./StickyBanner.client').then((m) => m.StickyBanner));
