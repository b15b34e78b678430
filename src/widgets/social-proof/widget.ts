import { defineWidget } from '../define';
import { socialProofSchema } from './schema';

export const widget = defineWidget({
  format: 'social-proof',
  label: 'Social proof',
  summary: 'Up to three short facts in a row, each an icon with a line of text, such as "Medically reviewed".',
  schema: socialProofSchema,
  load: () => import('./SocialProof').then((m) => m.SocialProof),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => data.items.flatMap((item) => [item.mainText, item.subText]),
});
