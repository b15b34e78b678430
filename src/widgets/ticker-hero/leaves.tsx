'use client';

import dynamic from 'next/dynamic';

/**
 * This folder's interactive leaves, each in a chunk of its own (decision 008): the cycling
 * headline, the sign-up flow and the survey. Only next/dynamic lines belong here; unit tests get them eagerly.
 */
export const TickerHeadline = dynamic(() => import('./TickerHeadline.client').then((m) => m.TickerHeadline));
export const HeroSignUp = dynamic(() => import('./HeroSignUp.client').then((m) => m.HeroSignUp));
export const HeroSurvey = dynamic(() => import('./HeroSurvey.client').then((m) => m.HeroSurvey));
