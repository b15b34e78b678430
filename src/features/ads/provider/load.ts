import { firstPartyPathsOn } from '@/features/ad-block/state';
import { consentGranted } from '@/features/consent/client';
import type { AdsClientConfig } from '../config';
import { gptProvider } from './gpt';
import { houseProvider } from './house';
import type { AdProvider } from './types';

const cache = new Map<string, AdProvider>();

/**
 * The provider for the next fill: Google Publisher Tag when a network code is configured, the
 * reader gave targeting consent and no first-party reinsertion is in force; otherwise our house ads.
 */
export function adProvider(config: AdsClientConfig): AdProvider {
  const useGpt = config.gptNetworkCode !== '' && consentGranted('targeting') && !firstPartyPathsOn();
  const key = useGpt ? `gpt:${config.gptNetworkCode}` : `house:${config.site}`;
  let provider = cache.get(key);
  if (!provider) {
    provider = useGpt ? gptProvider(config.gptNetworkCode) : houseProvider(config.site, () => (firstPartyPathsOn() ? 'firstParty' : 'standard'));
    cache.set(key, provider);
  }
  return provider;
}

/** For tests. */
export function resetAdProviders(): void {
  cache.clear();
}
