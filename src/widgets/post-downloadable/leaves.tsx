'use client';

import dynamic from 'next/dynamic';

/**
 * The downloadable's Print and Share (with the share dialog), in a chunk of its own (decision
 * 008): a page loads it only when it shows a downloadable. Only next/dynamic lines belong here.
 */
export const DownloadActions = dynamic(() => import('./DownloadActions.client').then((m) => m.DownloadActions));
