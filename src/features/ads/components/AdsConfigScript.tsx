import { env } from '@/lib/env';
import type { SiteId } from '@/sites';
import { adsConfigScriptId, type AdsClientConfig } from '../config';

/** Hands the ads configuration (site, GPT network code) to the browser as inert JSON. */
export function AdsConfigScript({ site }: { site: SiteId }) {
  const config: AdsClientConfig = { site, gptNetworkCode: env().GPT_NETWORK_CODE };
  return <script id={adsConfigScriptId} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(config) }} />;
}
