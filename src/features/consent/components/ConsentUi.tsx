import { consentSavedId } from '../decided-script';
import type { PrivacyRegime } from '@/lib/region';
import { ConsentBanner } from './ConsentBanner.client';
import { ConsentManager } from './ConsentManager.client';

/**
 * The banner (in every GDPR page; hidden before paint for readers who chose, see decided-script.ts)
 * and the island behind the privacy settings link and the ad-tech APIs.
 */
export function ConsentUi({ regime }: { regime: PrivacyRegime }) {
  return (
    <>
      {regime === 'gdpr' && <span id={consentSavedId} hidden />}
      {regime === 'gdpr' && <ConsentBanner />}
      <ConsentManager />
    </>
  );
}
