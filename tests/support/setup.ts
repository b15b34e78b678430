process.env.LOG_LEVEL ??= 'silent';

import { vi } from 'vitest';

// Widgets rendered through RenderWidgets ask for the page's placements, which read campaigns through
// Next's data cache; unit tests have neither Next nor a database, so the page has none. The real
// function is covered by tests/db/campaigns.test.ts (vi.importActual) and the browser tests.
vi.mock('@/features/drivers/server/page-placements.server', async () => {
  const { noPlacements } = await import('@/features/drivers/commerce-placements');
  return { commercePlacements: async () => noPlacements };
});
