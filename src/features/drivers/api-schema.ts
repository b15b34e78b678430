import { z } from 'zod';
import { DEVICE_TYPES, DRIVER_TYPES, READER_PLACEMENTS, type CampaignDocument, type ReaderPlacement } from '@/content/campaigns/schema';
import { AUDIENCE_NAMES } from '@/content/campaigns/audience-names';

/**
 * `POST /api/drivers/v4{canonicalPath}` (spec site shell 7, "Drivers call"): the body the page
 * sends after load and the `placementDrivers` answer. Shared by the route and the browser client.
 */

/** Largest body the route reads. */
export const maxDriversBodyBytes = 8 * 1024;

const text = (max: number) => z.string().max(max);

export const driversRequestSchema = z.object({
  k1: text(200).optional(),
  kMetas: z.array(text(80)).max(50).default([]),
  /** The page template (article, marketing-landing, …, or home / category). */
  pageType: text(40).optional(),
  categorySlugs: z.array(text(80)).max(20).default([]),
  /** The placements the page has room for; only these are answered. */
  articlePlacements: z.array(z.enum(READER_PLACEMENTS)).max(READER_PLACEMENTS.length).default([]),
  /** The reader's audiences, as `GET /api/cdp/profile/v3` answered them (empty without consent). */
  profile: z
    .object({ audiences: z.array(z.enum(AUDIENCE_NAMES)).max(AUDIENCE_NAMES.length).default([]) })
    .default({ audiences: [] }),
  deviceType: z.enum(DEVICE_TYPES).optional(),
  mobileOS: text(40).optional(),
  msiteID: text(80).optional(),
  /** Where the page is: its full URL (query included, for the tokens) and the content index (0 = the page, 1… = infinite-scroll articles). */
  webContext: z
    .object({ url: text(2000).optional(), contentIndex: z.number().int().min(0).max(50).default(0) })
    .default({ contentIndex: 0 }),
  cesData: z.object({ metaDescription: text(400).optional(), mpdTags: z.array(text(80)).max(50).default([]) }).default({ mpdTags: [] }),
  excludeVideos: z.boolean().default(false),
  /** Debug flags: `debug` adds why each campaign was or was not chosen; `forceCampaign` (a _uuid) ignores targeting, schedule and priority for that campaign. */
  debug: z.boolean().default(false),
  forceCampaign: z.uuid().optional(),
});
export type DriversRequest = z.output<typeof driversRequestSchema>;
export type DriversRequestInput = z.input<typeof driversRequestSchema>;

/** The driver a placement gets: the campaign's driver fields (tokens substituted) and its identity. */
export type ResponseDriver = Pick<
  CampaignDocument,
  | 'style' | 'brand' | 'vendorName' | 'headline' | 'whisper' | 'bodyCopy' | 'image' | 'callToAction' | 'callToActionURL'
  | 'newsletterLists' | 'newsletterSource' | 'lists' | 'iterableAccount' | 'quiz' | 'feedbackStep' | 'confirm' | 'sponsorUrl'
  | 'feedbackTitle' | 'feedbackDescription' | 'feedbackCallToAction' | 'feedbackSelections' | 'required'
  | 'sponsorTracker' | 'adTagIds' | 'backgroundColor' | 'textColor' | 'announcementText' | 'callToActionType' | 'logoURLs'
  | 'openCallToActionUrlOnSameTab' | 'options'
> & {
  driverType: (typeof DRIVER_TYPES)[number];
  _uuid: string;
  campaignName: string;
  articlePlacement: ReaderPlacement;
  /** The A/B variant this reader got ("A" when the campaign has none). */
  variant: string;
};

export interface DriversResponse {
  site: string;
  /** Placement name to driver; a placement with no driver is null (rendered empty). */
  placementDrivers: Partial<Record<ReaderPlacement, ResponseDriver | null>>;
  /** Only with `debug: true`. */
  debug?: { campaign: string; placement: string; outcome: string }[];
}
