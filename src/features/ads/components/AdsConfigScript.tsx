import { env } from '@/lib/env';
import { currentSiteId } from '@/lib/current-site.server';
import { adsConfigScriptId, type AdsClientConfig } from '../config';

/** Hands the ads configuration (site, GPT network code) to the browser as inert JSON. */
export async function AdsConfigScript() {
  const config: AdsClientConfig = { site: await currentSiteId(), gptNetworkCode: env().GPT_NETWORK_CODE };
  return <script id={adsConfigScriptId} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(config) }} />;
}
