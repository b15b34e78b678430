'use client';

import dynamic from 'next/dynamic';

/**
 * This folder's interactive leaf in a chunk of its own (decision 008): a page loads the
 * calculator's JavaScript only when it shows the widget. Only next/dynamic lines belong here.
 */
export const CalorieForm = dynamic(() => import('./CalorieForm.client').then((m) => m.CalorieForm));
