import { currentConsent } from '../server/consent.server';
import { ConsentBanner } from './ConsentBanner.client';
import { ConsentManager } from './ConsentManager.client';

/** The banner (only while a GDPR reader has not chosen) and the island behind the privacy settings link and the ad-tech APIs. */
export async function ConsentUi() {
  const consent = await currentConsent();
  return (
    <>
      {!consent.decided && <ConsentBanner />}
      <ConsentManager />
    </>
  );
}
