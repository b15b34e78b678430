import { createHash } from 'node:crypto';
import type { ResponseDriver } from './api-schema';
import type { AudienceName } from '@/content/campaigns/audience-names';
import { DRIVER_FIELD_NAMES, defaultVariantName, isPagePlacement, type CampaignDocument, type CampaignTargeting, type DeviceType, type Placement, type ReaderPlacement } from '@/content/campaigns/schema';
import { scheduleState } from '@/content/schedule';
import { hostHasNoToken } from '@/lib/url-host';
import { substituteText, substituteUrl, type TokenValues } from './tokens';

/**
 * Choosing the campaign for each placement (pure; the drivers API and the page placements use it).
 * A campaign is a candidate for a placement when it is active, inside its schedule and every
 * targeting rule it gives matches; the highest priority wins, then the more specific targeting
 * (more rules given), then the name. Its A/B variant is chosen per reader.
 */

export interface PageFacts {
  canonicalPath: string;
  /** article, marketing-landing, … or home / category. */
  pageType?: string;
  /** The page's categories with their ancestors. */
  categories: readonly string[];
  k1?: string;
  kmeta: readonly string[];
  region?: 'us' | 'gdpr' | 'other';
}

export interface ReaderFacts {
  deviceType?: DeviceType;
  audiences: readonly AudienceName[];
  /** The reader's anonymous id (with consent); without it the variant is drawn at random per request. */
  anonymousId?: string;
}

export type Verdict = { ok: true } | { ok: false; reason: string };

function pathMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    return path.startsWith(prefix) || `${path}/` === prefix;
  }
  return pattern === path;
}

const lower = (list: readonly string[]) => list.map((v) => v.toLowerCase());

/** Every targeting rule given must match; a rule left empty matches everything. */
export function matchTargeting(t: CampaignTargeting, page: PageFacts, reader?: ReaderFacts): Verdict {
  if (t.paths.length && !t.paths.some((p) => pathMatches(p, page.canonicalPath))) return { ok: false, reason: 'path' };
  if (t.excludePaths.some((p) => pathMatches(p, page.canonicalPath))) return { ok: false, reason: 'excluded path' };
  if (t.pageTemplates.length && !(t.pageTemplates as readonly string[]).includes(page.pageType ?? '')) return { ok: false, reason: 'page template' };
  if (t.categories.length && !t.categories.some((c) => page.categories.includes(c))) return { ok: false, reason: 'category' };
  if (t.k1.length && !lower(t.k1).includes((page.k1 ?? '').toLowerCase())) return { ok: false, reason: 'k1' };
  if (t.kmeta.length) {
    const pageKeywords = lower(page.kmeta);
    if (!lower(t.kmeta).some((k) => pageKeywords.includes(k))) return { ok: false, reason: 'kmeta' };
  }
  if (t.regions.length && !(page.region && t.regions.includes(page.region))) return { ok: false, reason: 'region' };
  if (reader) {
    if (t.deviceTypes.length && !(reader.deviceType && t.deviceTypes.includes(reader.deviceType))) return { ok: false, reason: 'device' };
    if (t.audiences.length && !t.audiences.some((a) => reader.audiences.includes(a))) return { ok: false, reason: 'audience' };
    if (t.excludeAudiences.some((a) => reader.audiences.includes(a))) return { ok: false, reason: 'excluded audience' };
  }
  return { ok: true };
}

export function inSchedule(campaign: Pick<CampaignDocument, 'status' | 'startDate' | 'endDate'>, now: number): Verdict {
  if (campaign.status !== 'active') return { ok: false, reason: 'paused' };
  const state = scheduleState(campaign, now);
  if (state === 'scheduled') return { ok: false, reason: 'not started' };
  if (state === 'ended') return { ok: false, reason: 'ended' };
  return { ok: true };
}

function specificity(t: CampaignTargeting): number {
  return [t.paths, t.categories, t.pageTemplates, t.k1, t.kmeta, t.regions, t.deviceTypes, t.audiences].filter((rule) => rule.length > 0).length;
}

/** Higher priority first, then more specific targeting, then name and id (a stable order). */
export function compareCampaigns(a: CampaignDocument, b: CampaignDocument): number {
  return b.priority - a.priority || specificity(b.targeting) - specificity(a.targeting) || a.campaignName.localeCompare(b.campaignName) || a._uuid.localeCompare(b._uuid);
}

/** The reader's bucket for a campaign, 0..99: the same for one anonymous id and campaign every time. */
export function abBucket(campaignId: string, anonymousId: string): number {
  const digest = createHash('sha256').update(`${campaignId}:${anonymousId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** The variant for a bucket: variants take consecutive ranges of 0..99 by weight, in their order. */
export function variantFor(campaign: Pick<CampaignDocument, 'variants'>, bucket: number): CampaignDocument['variants'][number] | undefined {
  let upper = 0;
  for (const variant of campaign.variants) {
    upper += variant.weight;
    if (bucket < upper) return variant;
  }
  return campaign.variants.at(-1);
}

const urlFields = new Set(['callToActionURL', 'sponsorUrl']);
/** Fields that hold settings, not copy: tokens are not looked for there. */
const settingFields = new Set(['driverType', 'style', 'newsletterLists', 'lists', 'iterableAccount', 'adTagIds', 'backgroundColor', 'textColor', 'callToActionType', 'logoURLs', 'openCallToActionUrlOnSameTab', 'options', 'image', 'sponsorTracker', 'feedbackSelections', 'required']);

/**
 * A URL field must still be a site path, an anchor or an http(s) URL with a host once its tokens are
 * in (`https:///path`, from an empty value, is not); otherwise it is dropped.
 */
const usableUrl = (url: string) => /^\/(?!\/)/.test(url) || /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/.test(url) || /^#[\w-]*$/.test(url);

function substitute(value: unknown, key: string, tokens: TokenValues): unknown {
  if (typeof value === 'string' && urlFields.has(key)) {
    // A token in the host would let the page URL choose where the link goes: such a link is dropped.
    if (!hostHasNoToken(value)) return undefined;
    const url = substituteUrl(value, tokens);
    return usableUrl(url) ? url : undefined;
  }
  if (typeof value === 'string') return substituteText(value, tokens);
  if (Array.isArray(value)) return value.map((item) => substitute(item, key, tokens));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, k, tokens)]));
  }
  return value;
}

/** The driver the reader's browser gets: the campaign's driver fields, the variant's copy, tokens substituted. */
export function responseDriver(campaign: CampaignDocument, placement: ReaderPlacement, variantName: string, tokens: TokenValues): ResponseDriver {
  const variant = campaign.variants.find((v) => v.name === variantName);
  const merged: Record<string, unknown> = {};
  for (const name of DRIVER_FIELD_NAMES) if (campaign[name] !== undefined) merged[name] = campaign[name];
  if (variant) for (const [k, v] of Object.entries(variant)) if (k !== 'name' && k !== 'weight' && v !== undefined) merged[k] = v;
  for (const [k, v] of Object.entries(merged)) {
    if (settingFields.has(k)) continue;
    const substituted = substitute(v, k, tokens);
    if (substituted === undefined) delete merged[k];
    else merged[k] = substituted;
  }
  return { ...(merged as Omit<ResponseDriver, '_uuid' | 'campaignName' | 'articlePlacement' | 'variant'>), _uuid: campaign._uuid, campaignName: campaign.campaignName, articlePlacement: placement, variant: variantName };
}

export interface Selection {
  placementDrivers: Partial<Record<ReaderPlacement, ResponseDriver | null>>;
  debug: { campaign: string; placement: string; outcome: string }[];
}

export interface SelectOptions {
  now: number;
  tokens: TokenValues;
  /** Random 0..1 for readers without an anonymous id. */
  random?: () => number;
  /** Ignore targeting, schedule and priority for this campaign id (debug flag). */
  forceCampaign?: string;
  /** Give every campaign's verdict in `debug`, not only the chosen ones (the request's debug flag). */
  explain?: boolean;
}

/** A site's reader campaigns grouped by placement, each group best first (compareCampaigns). */
export type CampaignIndex = ReadonlyMap<string, readonly CampaignDocument[]>;

export function indexCampaigns(campaigns: readonly CampaignDocument[]): CampaignIndex {
  const index = new Map<string, CampaignDocument[]>();
  for (const campaign of campaigns) {
    const group = index.get(campaign.articlePlacement);
    if (group) group.push(campaign);
    else index.set(campaign.articlePlacement, [campaign]);
  }
  for (const group of index.values()) group.sort(compareCampaigns);
  return index;
}

/**
 * The drivers for the asked placements, from the site's campaigns indexed once per load (so no
 * request groups or sorts them); each asked placement gets the best candidate or null. The first
 * campaign of a placement's group that is in schedule and matches wins, so the rest are not
 * looked at, unless `explain` asks for every campaign's verdict (`debug`).
 */
export function selectDrivers(
  index: CampaignIndex,
  placements: readonly ReaderPlacement[],
  page: PageFacts,
  reader: ReaderFacts,
  options: SelectOptions,
): Selection {
  const debug: Selection['debug'] = [];
  const placementDrivers: Selection['placementDrivers'] = {};
  const random = options.random ?? Math.random;
  for (const placement of placements) {
    const candidates = index.get(placement) ?? [];
    let best = options.forceCampaign ? candidates.find((c) => c._uuid === options.forceCampaign) : undefined;
    if (best) debug.push({ campaign: best._uuid, placement, outcome: 'forced' });
    else {
      for (const campaign of candidates) {
        const verdict = ((v) => (v.ok ? matchTargeting(campaign.targeting, page, reader) : v))(inSchedule(campaign, options.now));
        if (!verdict.ok) {
          if (options.explain) debug.push({ campaign: campaign._uuid, placement, outcome: `skipped: ${verdict.reason}` });
          continue;
        }
        best ??= campaign;
        if (!options.explain) break;
      }
    }
    if (!best) {
      placementDrivers[placement] = null;
      continue;
    }
    const bucket = reader.anonymousId ? abBucket(best._uuid, reader.anonymousId) : Math.floor(random() * 100);
    const variant = best.variants.length ? variantFor(best, bucket)!.name : defaultVariantName;
    placementDrivers[placement] = responseDriver(best, placement, variant, options.tokens);
    debug.push({ campaign: best._uuid, placement, outcome: `chosen: variant ${variant}` });
  }
  return { placementDrivers, debug };
}

/** The page placements (commerce) that apply to a page: same for every reader, so no reader facts. */
export function selectPagePlacements(campaigns: readonly CampaignDocument[], page: PageFacts, now: number): CampaignDocument[] {
  return campaigns
    .filter((c) => isPagePlacement(c.articlePlacement as Placement) && inSchedule(c, now).ok && matchTargeting(c.targeting, page).ok)
    .sort(compareCampaigns);
}
