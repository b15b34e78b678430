import type { Placement } from '@/content/campaigns/schema';

/** Where each placement shows, in the marketers' words (docs/campaigns.md, Placements), for the campaign preview. */
export const placementNotes: Record<Placement, string> = {
  rightRail: 'A 300 px column beside an article from 1024 px wide; after the article below that.',
  manualPlacement1: 'Where an editor put a manual driver placement widget in a page.',
  '1stPagePopup': 'A popup on the first page of a visit, once the reader has scrolled past the middle of it or after 30 seconds.',
  '2ndPagePopup': "A popup on the reader's second page of a visit, or when the second article of an infinite-scroll page comes into view.",
  headerNewsletter: "The header's Subscribe popup: its copy and lists.",
  stickyBanner: 'A bar at the bottom of the screen that the reader can close.',
  announcementBar: 'A bar at the bottom of the screen on every page type.',
  commercePropensity: 'Product cards on pages of the blocked list show on the pages it targets.',
  preamp: 'The decision-article list with this preamp asset name shows where its page rule allows.',
  REACT: 'Featured-partner product cards whose paid-media banner name is contained in the asset name take its label and button text.',
  couponHeading: "The drug savings coupon's first view shows the campaign's headline instead of its default heading, on the pages it targets.",
};
