import { documentIdParams } from '@/publishing/lifecycle/api-handlers.server';
import { campaignFigures } from '@/publishing/lifecycle/campaign-figures.server';
import { newsroomRoute, paramsOf, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

/** GET /api/newsroom/documents/[id]/figures: a campaign's impressions, clicks and CTR per variant and day (30 days), as /ops/campaigns counts them. */
export const GET = newsroomRoute<{ id: string }>('campaign.edit', async ({ db, actor }, _request, params) => {
  const path = paramsOf(params, documentIdParams);
  if (!path.ok) return path.response;
  return privateJson(await campaignFigures(db, actor, path.data.id));
});
