'use client';

import dynamic from 'next/dynamic';

export const TestimonialAnimation = dynamic(() => import('./TestimonialAnimation.client').then((m) => m.TestimonialAnimation));
