import { defineWidget } from '../define';
import { socialProofSchema } from './schema';

export const widget = defineWidget({
  format: 'social-proof',
  schema: socialProofSchema,
  load: () => import('./SocialProof').then((m) => m.SocialProof),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => data.items.flatMap((item) => [item.mainText, item.subText]),
});
