'use client';

import dynamic from 'next/dynamic';

/**
 * The recipe widgets' interactive leaves (recipe, recipe-v2), each in a chunk of its own
 * (decision 008): a page loads them only when it shows a recipe. Only next/dynamic lines belong
 * here; unit tests get them eagerly (vitest.config.ts).
 */
export const RecipeChecks = dynamic(() => import('./RecipeChecks.client').then((m) => m.RecipeChecks));
export const TrackView = dynamic(() => import('./TrackView.client').then((m) => m.TrackView));
export const PrintRecipe = dynamic(() => import('./PrintRecipe.client').then((m) => m.PrintRecipe));
