'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { consentState, whenGranted } from '@/features/consent/client';
import { getCookie, setCookie } from '@/lib/cookies';
import { SCROLL_DEBOUNCE_MS, debounce } from '@/lib/debounce';
import { inSample, readShare, surveyCookieMaxAgeSeconds, surveyCookieName, surveyReadShare } from '../rules';

const SurveyPrompt = dynamic(() => import('./SurveyPrompt.client'), { ssr: false });

function mayShow(): boolean {
  return (
    consentState().decided &&
    consentState().groups.functional &&
    getCookie(surveyCookieName) === undefined &&
    !document.querySelector('[data-consent-banner]')
  );
}

function rememberShown(): void {
  setCookie(surveyCookieName, new Date().toISOString(), surveyCookieMaxAgeSeconds);
}

/**
 * Shows the survey once the reader has read half of the article, at most once in 7 days (its
 * cookie, set when it shows), for the sampled share of page views, only with functional consent
 * (its cookie is not strictly necessary) and never while the consent banner is up.
 */
export function SurveyTrigger({ samplePercent }: { samplePercent: number }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!inSample(samplePercent, Math.random())) return;
    let stopScroll: () => void = () => undefined;
    const stopConsent = whenGranted('functional', () => {
      const check = () => {
        const article = document.querySelector('#main article');
        if (!article || !mayShow()) return;
        const box = article.getBoundingClientRect();
        if (readShare(box.top, box.height, window.innerHeight) < surveyReadShare) return;
        stopScroll();
        rememberShown();
        setShown(true);
      };
      const onScroll = debounce(check, SCROLL_DEBOUNCE_MS);
      window.addEventListener('scroll', onScroll, { passive: true });
      stopScroll = () => {
        onScroll.cancel();
        window.removeEventListener('scroll', onScroll);
      };
      check();
    });
    return () => {
      stopConsent();
      stopScroll();
    };
  }, [samplePercent]);

  return shown ? <SurveyPrompt path={window.location.pathname} onDone={() => setShown(false)} /> : null;
}
