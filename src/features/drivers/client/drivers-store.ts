import { FetchError, fetchJson } from '@/features/errors/fetch-json';
import { reportError } from '@/features/errors/reporter';
import { formfactorFor } from '@/features/analytics/metrics-context';
import type { DriversRequestInput, DriversResponse, ResponseDriver } from '../api-schema';
import type { DeviceType, ReaderPlacement } from '@/content/campaigns/schema';
import { readerAudiences } from './audiences';

/**
 * The browser side of the drivers call (spec site shell 7 "Drivers call"; savings 4.5
 * "Marketplace driver placements"). Placements ask for their driver here; the requests of one
 * page (content index) made within 25 ms go out as one `POST /api/drivers/v4{path}` once the
 * page has loaded. Each placement moves through the spec's states.
 */

/** Spec savings 9: "Reporter and marketplace driver fetch debounce 25 ms". */
export const driverFetchDebounceMs = 25;

export const PLACEMENT_STATES = ['queued', 'preloaded', 'loading', 'loaded', 'error', 'not_found'] as const;
export type PlacementState = (typeof PLACEMENT_STATES)[number];

/** What a page tells the drivers call about itself (spec site shell 3, "Article meta for the drivers call"). */
export interface DriversPageMeta {
  canonicalPath: string;
  k1?: string;
  msiteID?: string;
  kMetas: string[];
  pageType: string;
  categorySlugs: string[];
  cesData: { metaDescription?: string; mpdTags: string[] };
  /** hasEmbeddedJWPlayer: a page with its own video gets no video drivers. */
  excludeVideos: boolean;
}

export interface PlacementSnapshot {
  state: PlacementState;
  driver: ResponseDriver | null;
}

export interface DriversLoadedDetail {
  status: 'success' | 'error';
  contentIndex: number;
  canonicalPath: string;
  placements: string[];
  error?: string;
}

/** The DOM event that fires when a drivers call finishes (spec: 'drivers-loaded'). */
export const driversLoadedEvent = 'drivers-loaded';

const queuedSnapshot: PlacementSnapshot = { state: 'queued', driver: null };

interface PageEntry {
  meta: DriversPageMeta;
  wanted: Set<ReaderPlacement>;
  timer?: ReturnType<typeof setTimeout>;
}

const pages = new Map<number, PageEntry>();
const placements = new Map<string, PlacementSnapshot>();
/** Spec: the '2ndPagePopup' placement, and placements whose iterableAccount is 'opn', are remembered by content index. */
const remembered = new Map<number, Partial<Record<ReaderPlacement, ResponseDriver>>>();
const listeners = new Set<() => void>();
/** The path last registered at each content index. */
const lastPaths = new Map<number, string>();
/** Placements asked for before their page registered its meta. */
const pendingBeforeMeta = new Map<number, ReaderPlacement[]>();

const key = (contentIndex: number, placement: ReaderPlacement) => `${contentIndex}:${placement}`;

function emit(): void {
  for (const listener of listeners) listener();
}

function setPlacement(contentIndex: number, placement: ReaderPlacement, snapshot: PlacementSnapshot): void {
  placements.set(key(contentIndex, placement), snapshot);
}

export function subscribeDrivers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function placementSnapshot(contentIndex: number, placement: ReaderPlacement): PlacementSnapshot {
  return placements.get(key(contentIndex, placement)) ?? queuedSnapshot;
}

export function hasPage(contentIndex: number): boolean {
  return pages.has(contentIndex);
}

/** The page's meta for a content index (0 = the page itself; 1… = articles appended by infinite scroll). */
export function pageMeta(contentIndex: number): DriversPageMeta | undefined {
  return pages.get(contentIndex)?.meta;
}

/** Drivers remembered for a content index: the 2ndPagePopup and any driver of the 'opn' account. */
export function rememberedDrivers(contentIndex: number): Partial<Record<ReaderPlacement, ResponseDriver>> {
  return remembered.get(contentIndex) ?? {};
}

export function deviceTypeFor(width: number): DeviceType {
  const factor = formfactorFor(width);
  return factor === 'large-desktop' ? 'desktop' : factor;
}

export function mobileOSOf(userAgent: string): string | undefined {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return undefined;
}

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** The page registers its meta; placements that asked before it are then requested. */
export function registerPage(contentIndex: number, meta: DriversPageMeta): () => void {
  const existing = pages.get(contentIndex);
  if (existing && existing.meta.canonicalPath === meta.canonicalPath) return () => {};
  // Another page at this index (a client navigation): drivers remembered for the old one, and for
  // the articles appended below it, no longer apply.
  if (lastPaths.get(contentIndex) !== meta.canonicalPath) {
    for (const index of [...remembered.keys()]) if (index >= contentIndex) remembered.delete(index);
  }
  lastPaths.set(contentIndex, meta.canonicalPath);
  if (existing?.timer) clearTimeout(existing.timer);
  const wanted = new Set<ReaderPlacement>();
  // A client navigation replaces the page: placements asked for the old page are asked again.
  for (const k of placements.keys()) {
    const [index, placement] = k.split(':');
    if (Number(index) === contentIndex) {
      placements.delete(k);
      wanted.add(placement as ReaderPlacement);
    }
  }
  for (const placement of pendingBeforeMeta.get(contentIndex) ?? []) wanted.add(placement);
  pendingBeforeMeta.delete(contentIndex);
  const entry: PageEntry = { meta, wanted };
  pages.set(contentIndex, entry);
  if (wanted.size) schedule(contentIndex, entry);
  emit();
  return () => {
    if (pages.get(contentIndex) === entry) {
      if (entry.timer) clearTimeout(entry.timer);
      pages.delete(contentIndex);
    }
  };
}

/** A placement asks for its driver; requests within 25 ms of each other share one call. */
export function requestPlacement(contentIndex: number, placement: ReaderPlacement): void {
  if (placements.has(key(contentIndex, placement))) return;
  setPlacement(contentIndex, placement, queuedSnapshot);
  const entry = pages.get(contentIndex);
  if (!entry) {
    // The page's meta is not registered yet: the request waits for it (registerPage).
    pendingBeforeMeta.set(contentIndex, [...(pendingBeforeMeta.get(contentIndex) ?? []), placement]);
    return;
  }
  entry.wanted.add(placement);
  schedule(contentIndex, entry);
}

function schedule(contentIndex: number, entry: PageEntry): void {
  if (entry.timer) clearTimeout(entry.timer);
  entry.timer = setTimeout(() => {
    entry.timer = undefined;
    const asked = [...entry.wanted];
    entry.wanted.clear();
    afterLoad(() => void load(contentIndex, entry.meta, asked));
  }, driverFetchDebounceMs);
}

/** The component of a placement with a driver has rendered it. */
export function markPlacementLoaded(contentIndex: number, placement: ReaderPlacement): void {
  const current = placements.get(key(contentIndex, placement));
  if (!current || current.state !== 'preloaded') return;
  setPlacement(contentIndex, placement, { state: 'loaded', driver: current.driver });
  emit();
}

/** The drivers call body (spec site shell 7). */
export async function driversRequestBody(meta: DriversPageMeta, asked: ReaderPlacement[], contentIndex: number): Promise<DriversRequestInput> {
  return {
    k1: meta.k1,
    kMetas: meta.kMetas,
    pageType: meta.pageType,
    categorySlugs: meta.categorySlugs,
    articlePlacements: asked,
    profile: { audiences: await readerAudiences() },
    deviceType: deviceTypeFor(window.innerWidth),
    mobileOS: mobileOSOf(navigator.userAgent),
    msiteID: meta.msiteID,
    webContext: { url: window.location.href, contentIndex },
    cesData: meta.cesData,
    excludeVideos: meta.excludeVideos,
    debug: new URLSearchParams(window.location.search).has('driversDebug'),
  };
}

async function load(contentIndex: number, meta: DriversPageMeta, asked: ReaderPlacement[]): Promise<void> {
  if (!asked.length) return;
  for (const placement of asked) setPlacement(contentIndex, placement, { state: 'loading', driver: null });
  emit();
  const detail: DriversLoadedDetail = { status: 'success', contentIndex, canonicalPath: meta.canonicalPath, placements: asked };
  try {
    const body = await driversRequestBody(meta, asked, contentIndex);
    const response = await fetchJson<DriversResponse>(`/api/drivers/v4${meta.canonicalPath === '/' ? '' : meta.canonicalPath}`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
    });
    if (pages.get(contentIndex)?.meta !== meta) return;
    const drivers = response.placementDrivers ?? {};
    for (const placement of asked) {
      const driver = drivers[placement] ?? null;
      setPlacement(contentIndex, placement, driver ? { state: 'preloaded', driver } : { state: 'not_found', driver: null });
      if (driver && (placement === '2ndPagePopup' || driver.iterableAccount === 'opn')) {
        remembered.set(contentIndex, { ...remembered.get(contentIndex), [placement]: driver });
      }
    }
  } catch (error) {
    for (const placement of asked) setPlacement(contentIndex, placement, { state: 'error', driver: null });
    detail.status = 'error';
    detail.error = error instanceof Error ? error.message : String(error);
    // fetchJson already reports an answer of 400 or more the server did not log; anything else (no network, a bad answer) is reported here.
    if (!(error instanceof FetchError)) reportError(error, 'explicit', { feature: 'drivers' });
  } finally {
    emit();
    window.dispatchEvent(new CustomEvent<DriversLoadedDetail>(driversLoadedEvent, { detail }));
  }
}

/** Tests only. */
export function resetDriversStore(): void {
  for (const entry of pages.values()) if (entry.timer) clearTimeout(entry.timer);
  pages.clear();
  placements.clear();
  remembered.clear();
  lastPaths.clear();
  pendingBeforeMeta.clear();
  listeners.clear();
}
