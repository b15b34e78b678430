'use client';

import dynamic from 'next/dynamic';

export const ChecklistReveal = dynamic(() => import('./ChecklistReveal.client').then((m) => m.ChecklistReveal));
