import type { z } from 'zod';
import { edgeTiles, heartHealthTiles } from '@/widgets/kits/pathing/demo-tiles';
import type { pathingTilesSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'pathing-tiles',
    hubTitle: 'Heart health hub',
    hubUrl: '/heart-health',
    tiles: heartHealthTiles,
  },
  longTexts: {
    widgetFormat: 'pathing-tiles',
    hubTitle: 'Everything you need to know about keeping your heart healthy at every age and stage of life',
    hubUrl: '/heart-health',
    ctaText: 'See every heart health article',
    tiles: edgeTiles,
  },
  noHubTitle: {
    widgetFormat: 'pathing-tiles',
    tiles: heartHealthTiles.slice(0, 2).map(({ title, url }) => ({ title, url })),
  },
  oneTile: {
    widgetFormat: 'pathing-tiles',
    hubTitle: 'Start here',
    tiles: [{ title: 'Know your numbers', url: '/heart-health/know-your-blood-pressure' }],
  },
  empty: {
    widgetFormat: 'pathing-tiles',
    hubTitle: 'Nothing to show yet',
    tiles: [],
  },
} satisfies Record<string, z.input<typeof pathingTilesSchema>>;
