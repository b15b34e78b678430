import { consentGranted } from '@/features/consent/client';
import { readLocalSetting, writeLocalSetting } from '@/lib/browser-storage';
import { randomId } from '@/lib/random-id';
import { deleteCookie, getCookie, setCookie } from '@/lib/cookies';

/** The first-party anonymous id cookie (spec cookies: "anonymous id"). */
export const anonymousIdCookie = 'hl_anonymous_id';
/**
 * The server's signature of the id (HMAC, set by the `/v2/t` answer; decision 013). Only an id
 * with a signature that verifies has events stored or audiences read under it. Readable by the
 * page so that withdrawn consent can delete it here, like the id.
 */
export const anonymousIdSignatureCookie = 'hl_anonymous_sig';
export const anonymousIdMaxAgeSeconds = 365 * 24 * 60 * 60;
/** Where earlier versions kept the id (localStorage healthline.anonymousId); read once to migrate, then removed. */
export const legacyAnonymousIdSetting = 'anonymousId';
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let inMemory: string | undefined;

export const isAnonymousId = (value: string | undefined): value is string => value !== undefined && idPattern.test(value);

/** The stored id, without creating one (for decisions that must not create an identifier). */
export function existingAnonymousId(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const stored = getCookie(anonymousIdCookie);
  return isAnonymousId(stored) ? stored : inMemory;
}

/**
 * The anonymous id: a random id in a first-party cookie (365 days), created on first use, and
 * only with performance consent: without it there is no id (undefined) and none is stored. An id
 * from the old localStorage key is moved into the cookie once. Without cookies it lasts for the page.
 * The server keeps an id only once it has signed it: the first `/v2/t` answer to an id without a
 * valid signature replaces both cookies with an id of the server's own (decision 013), and this
 * function reads the cookie again on every call, so the new id is used from then on.
 */
export function anonymousId(): string | undefined {
  if (typeof window === 'undefined' || !consentGranted('performance')) return undefined;
  const stored = existingAnonymousId();
  if (stored) return stored;
  const legacy = readLocalSetting(legacyAnonymousIdSetting);
  writeLocalSetting(legacyAnonymousIdSetting, undefined);
  const id = isAnonymousId(legacy) ? legacy : randomId();
  setCookie(anonymousIdCookie, id, anonymousIdMaxAgeSeconds);
  if (getCookie(anonymousIdCookie) !== id) inMemory = id;
  return id;
}

/** Consent withdrawn: the id and its signature are deleted everywhere they were kept. */
export function forgetAnonymousId(): void {
  inMemory = undefined;
  deleteCookie(anonymousIdCookie);
  deleteCookie(anonymousIdSignatureCookie);
  writeLocalSetting(legacyAnonymousIdSetting, undefined);
}
