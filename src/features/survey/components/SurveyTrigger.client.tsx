'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { consentState, whenGranted } from '@/features/consent/client';
import { getCookie, setCookie } from '@/lib/cookies';
import { SCROLL_DEBOUNCE_MS, debounce } from '@/lib/debounce';
import { inSample, placeOutOfView, readShare, surveyCookieMaxAgeSeconds, surveyCookieName, surveyReadShare } from '../rules';

const loadPrompt = () => import('./SurveyPrompt.client');
const SurveyPrompt = dynamic(loadPrompt, { ssr: false });

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
 * The survey's place at the end of the article. Once the reader has read half of the article, the
 * prompt is put here (in the column, after the text: it never covers any), while this place is
 * still below the viewport, so nothing the reader sees moves. At most once in 7 days (its cookie,
 * set when it shows), for the sampled share of page views, only with functional consent (its
 * cookie is not strictly necessary) and never while the consent banner is up. Pages that must not
 * ask (emergency, crisis, diagnosis: suppress.ts) do not render this at all.
 */
export function SurveyTrigger({ samplePercent }: { samplePercent: number }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!inSample(samplePercent, Math.random())) return;
    let stopScroll: () => void = () => undefined;
    const stopConsent = whenGranted('functional', () => {
      const check = () => {
        const place = placeRef.current;
        const article = place?.closest('article');
        if (!place || !article || !mayShow()) return;
        const box = article.getBoundingClientRect();
        if (readShare(box.top, box.height, window.innerHeight) < surveyReadShare) return;
        if (!placeOutOfView(place.getBoundingClientRect().top, window.innerHeight)) return;
        stopScroll();
        // The prompt's code first, then a second look: a reader wheeling fast may have brought the
        // place into view meanwhile, and the prompt must never appear in view (it would push the text).
        void loadPrompt().then(() => {
          if (!placeOutOfView(place.getBoundingClientRect().top, window.innerHeight)) {
            listen();
            return;
          }
          rememberShown();
          setShown(true);
        });
      };
      const onScroll = debounce(check, SCROLL_DEBOUNCE_MS);
      function listen() {
        window.addEventListener('scroll', onScroll, { passive: true });
      }
      stopScroll = () => {
        onScroll.cancel();
        window.removeEventListener('scroll', onScroll);
      };
      listen();
      check();
    });
    return () => {
      stopConsent();
      stopScroll();
    };
  }, [samplePercent]);

  return <div ref={placeRef} data-survey-place="">{shown && <SurveyPrompt path={window.location.pathname} onDone={() => setShown(false)} />}</div>;
}
