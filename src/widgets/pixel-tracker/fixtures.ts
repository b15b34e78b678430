import type { z } from 'zod';
import type { pixelTrackerSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'pixel-tracker',
    trackingUrl: 'https://tracker.greenfield-pantry.example/pixel.gif?campaign=spring-checklist',
  },
  sponsorTracker: {
    widgetFormat: 'pixel-tracker',
    sponsorTracker: 'https://ads.northwind-health.example/t.png?c=hydration-guide&cb=1',
  },
  noUrl: {
    widgetFormat: 'pixel-tracker',
  },
  emptyUrl: {
    widgetFormat: 'pixel-tracker',
    trackingUrl: '',
    sponsorTracker: '',
  },
} satisfies Record<string, z.input<typeof pixelTrackerSchema>>;
