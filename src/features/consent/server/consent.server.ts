import 'server-only';

/**
 * Sec-GPC: 1 is the Global Privacy Control signal (an opt-out of sale and sharing). Route
 * handlers read it from the request; pages are cached for every reader, so there the browser's
 * navigator.globalPrivacyControl applies (client.ts).
 */
export function gpcFrom(headerValues: Pick<Headers, 'get'>): boolean {
  return headerValues.get('sec-gpc')?.trim() === '1';
}
