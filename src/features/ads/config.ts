import type { SiteId } from '@/lib/env';

/** What the server tells the browser's ads code, as inert JSON in #wellread-ad-config. */
export interface AdsClientConfig {
  site: SiteId;
  /** Google Publisher Tag network code; empty: house ads only. */
  gptNetworkCode: string;
}

export const adsConfigScriptId = 'wellread-ad-config';

export function readAdsConfig(): AdsClientConfig {
  try {
    const raw = JSON.parse(document.getElementById(adsConfigScriptId)?.textContent ?? 'null') as Partial<AdsClientConfig> | null;
    return {
      site: raw?.site === 'psy' ? 'psy' : 'healthline',
      gptNetworkCode: typeof raw?.gptNetworkCode === 'string' && /^\d{1,20}$/.test(raw.gptNetworkCode) ? raw.gptNetworkCode : '',
    };
  } catch {
    return { site: 'healthline', gptNetworkCode: '' };
  }
}
