import type { SiteId } from '@/sites';

/** What the server tells the browser's ads code, as inert JSON in #wellread-ad-config. */
export interface AdsClientConfig {
  site: SiteId;
  /** Google Publisher Tag network code; empty: house ads only. */
  gptNetworkCode: string;
}

export const adsConfigScriptId = 'wellread-ad-config';

/**
 * The page's site: <html data-site> (the root layout writes it from the site table), else the one
 * the server wrote in the config. Never another site's: a site without house ads gets none.
 */
function pageSite(written: unknown): SiteId {
  return (document.documentElement.dataset.site || (typeof written === 'string' ? written : '')) as SiteId;
}

export function readAdsConfig(): AdsClientConfig {
  try {
    const raw = JSON.parse(document.getElementById(adsConfigScriptId)?.textContent ?? 'null') as Partial<AdsClientConfig> | null;
    return {
      site: pageSite(raw?.site),
      gptNetworkCode: typeof raw?.gptNetworkCode === 'string' && /^\d{1,20}$/.test(raw.gptNetworkCode) ? raw.gptNetworkCode : '',
    };
  } catch {
    return { site: pageSite(undefined), gptNetworkCode: '' };
  }
}
