import { consentState, onConsentChange, whenGranted } from '@/features/consent/client';
import type { ConsentState } from '@/features/consent/model';
import { anonymousId, forgetAnonymousId } from './anonymous-id';
import { watchVisibleTime } from './session-duration';
import { trackSessionDuration } from './typed-events';
import { utmFromSearch } from './utm';
import { forgetUtm, storeUtm } from './utm-cookies';

/** A reader who decided against performance has no anonymous id and no UTM cookies. */
function forgetWithoutConsent(state: ConsentState): void {
  if (state.decided && !state.groups.performance) {
    forgetAnonymousId();
    forgetUtm();
  }
}

/**
 * Per document: with performance consent (now or once granted) the anonymous id is created and
 * the landing URL's UTM values are stored; withdrawn consent deletes both; session duration
 * events at 90 and 180 seconds of visible time. Returns the stop function.
 */
export function startAnalyticsSession(): () => void {
  const landingUtm = utmFromSearch(window.location.search);
  forgetWithoutConsent(consentState());
  const stopGrant = whenGranted('performance', () => {
    anonymousId();
    if (landingUtm) storeUtm(landingUtm);
  });
  const stopChange = onConsentChange(forgetWithoutConsent);
  const stopTimer = watchVisibleTime(trackSessionDuration);
  return () => {
    stopGrant();
    stopChange();
    stopTimer();
  };
}
