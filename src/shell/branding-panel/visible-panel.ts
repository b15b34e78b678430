import { brandingLabelMax, type BrandingPanel, type NavigationDocument } from '@/content/article-schema';
import { inSchedule } from '@/content/schedule';

/**
 * The branding panel the header shows at `now`: the navigation's, when it is enabled and inside its
 * schedule. Decided when the page renders; a start or end also expires the pages that show the
 * header (the change feed, src/content/change-feed.ts), so a cached page follows within seconds.
 */
export function visibleBrandingPanel(navigation: NavigationDocument | null, now: Date | number = Date.now()): BrandingPanel | undefined {
  const panel = navigation?.brandingPanel;
  return panel?.enabled && inSchedule(panel, now) ? panel : undefined;
}

/** The text on the panel's button: its label, else its title (the schema requires a label for a longer title). */
export function brandingButtonLabel(panel: Pick<BrandingPanel, 'label' | 'title'>): string {
  return panel.label ?? panel.title.slice(0, brandingLabelMax);
}
