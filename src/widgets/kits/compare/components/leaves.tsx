'use client';

import dynamic from 'next/dynamic';

/**
 * This folder's interactive leaves, each in a chunk of its own (decision 008): a page loads a
 * leaf's JavaScript only when it renders the leaf (the server render preloads it, so it hydrates
 * as before). Only next/dynamic lines belong here; unit tests get them eagerly (vitest.config.ts).
 */
export const CompareDropdown = dynamic(() => import('./CompareDropdown.client').then((m) => m.CompareDropdown));
