'use client';
import dynamic from 'next/dynamic';

// The drivers' overlays every page has (the bars and the popups) (spec article blocks 7: driver components load on demand): their
// code loads in the browser after the page, never with it, so a page's first-load JavaScript stays
// the framework's. Each renders nothing until its drivers arrive.
export const DriverBars = dynamic(() => import('./bars/DriverBars.client').then((m) => m.DriverBars), { ssr: false });
export const DriverPopups = dynamic(() => import('./popups/DriverPopups.client').then((m) => m.DriverPopups), { ssr: false });
