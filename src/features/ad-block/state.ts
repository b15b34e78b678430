import { readLocalSetting, writeLocalSetting } from '@/lib/browser-storage';

/**
 * What the page knows about an ad blocker, shared by the detector (which sets it) and the ads
 * (which read it): detected is null until detection has finished. permitted is the reader's
 * answer to "may we show our own ads?", remembered in localStorage (healthline.firstPartyAds).
 * With permission, ads come through first-party paths and sticky ads stay off.
 */
export interface AdBlockState {
  detected: boolean | null;
  permitted: boolean;
}

export const permissionSetting = 'firstPartyAds';
/** A "No thanks" is remembered this long; after it the reader is asked again. A yes is kept. */
export const declineRememberedMs = 30 * 24 * 60 * 60 * 1000;

/** The stored answer: 'yes', or 'no:<epoch ms of the answer>' so a decline can expire. */
export type PermissionAnswer = 'permitted' | 'declined' | null;

export function parsePermission(stored: string | undefined, now: number): PermissionAnswer {
  if (stored === 'yes') return 'permitted';
  const declinedAt = /^no:(\d{1,15})$/.exec(stored ?? '');
  if (!declinedAt) return null;
  const age = now - Number(declinedAt[1]);
  return age >= 0 && age < declineRememberedMs ? 'declined' : null;
}

export function serializePermission(permitted: boolean, now: number): string {
  return permitted ? 'yes' : `no:${now}`;
}

type Listener = (state: AdBlockState) => void;
const listeners = new Set<Listener>();
let state: AdBlockState | undefined;

export function adBlockState(): AdBlockState {
  if (typeof window === 'undefined') return { detected: null, permitted: false };
  state ??= { detected: null, permitted: permissionAnswer() === 'permitted' };
  return state;
}

/** The reader's remembered answer; null when they never answered or their "No thanks" has expired. */
export function permissionAnswer(now: number = Date.now()): PermissionAnswer {
  if (typeof window === 'undefined') return null;
  return parsePermission(readLocalSetting(permissionSetting), now);
}

function update(patch: Partial<AdBlockState>): void {
  state = { ...adBlockState(), ...patch };
  for (const listener of [...listeners]) listener(state);
}

export function setDetected(detected: boolean): void {
  update({ detected });
}

/** Records the reader's answer; false also forgets an earlier yes. */
export function setPermitted(permitted: boolean, now: number = Date.now()): void {
  writeLocalSetting(permissionSetting, serializePermission(permitted, now));
  update({ permitted });
}

/** Calls listener after every change (detection finished, the reader answered); returns the unsubscribe function. */
export function onAdBlockChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A blocker was found and the reader allowed our own ads: serve them through first-party paths. */
export function firstPartyPathsOn(current: AdBlockState = adBlockState()): boolean {
  return current.detected === true && current.permitted;
}

/** Sticky ads are off once the reader let us reinsert ads past a blocker (spec). */
export function stickyAdsAllowed(current: AdBlockState = adBlockState()): boolean {
  return !firstPartyPathsOn(current);
}

/** For tests. */
export function resetAdBlockState(): void {
  state = undefined;
  listeners.clear();
}
