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
type Listener = (state: AdBlockState) => void;
const listeners = new Set<Listener>();
let state: AdBlockState | undefined;

export function adBlockState(): AdBlockState {
  if (typeof window === 'undefined') return { detected: null, permitted: false };
  state ??= { detected: null, permitted: readLocalSetting(permissionSetting) === 'yes' };
  return state;
}

function update(patch: Partial<AdBlockState>): void {
  state = { ...adBlockState(), ...patch };
  for (const listener of [...listeners]) listener(state);
}

export function setDetected(detected: boolean): void {
  update({ detected });
}

/** Records the reader's answer; false also forgets an earlier yes. */
export function setPermitted(permitted: boolean): void {
  writeLocalSetting(permissionSetting, permitted ? 'yes' : 'no');
  update({ permitted });
}

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
