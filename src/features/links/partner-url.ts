export interface PartnerParams {
  transit_id: string;
  /** Absent without performance consent: then the link carries no anonymousId. */
  anonymousId: string | undefined;
  orgId: string;
}

/**
 * The partner link with transit_id, anonymousId and orgId set (replacing any earlier values, so a
 * second click does not stack them); the rest of the query and the hash are kept. An address
 * that does not parse is returned unchanged.
 */
export function withPartnerParams(href: string, params: PartnerParams): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return url.toString();
}
