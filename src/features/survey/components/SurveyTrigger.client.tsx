'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Staged, stagingPlaceStyle } from '@/components/Staged';
import { useOutOfView } from '@/components/use-out-of-view';
import { consentState, whenGranted } from '@/features/consent/client';
import { getCookie, setCookie } from '@/lib/cookies';
import { SCROLL_DEBOUNCE_MS, debounce } from '@/lib/debounce';
import { inSample, readShare, surveyCookieMaxAgeSeconds, surveyCookieName, surveyReadShare } from '../rules';

type PromptComponent = ComponentType<{ path: string; onDone: () => void }>;
const loadPrompt = () => import('./SurveyPrompt.client').then((m) => m.default);
const always = () => true;

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
 * prompt's code loads and the prompt renders here out of the flow, unseen; it takes its place (in
 * the column, after the text: it never covers any) only while this place is below the viewport
 * (useOutOfView), so nothing the reader sees moves, however fast they wheel. At most once in 7 days
 * (its cookie, set when it takes its place), for the sampled share of page views, only with
 * functional consent (its cookie is not strictly necessary) and never while the consent banner is
 * up. Pages that must not ask (emergency, crisis, diagnosis: suppress.ts) do not render this at all.
 */
export function SurveyTrigger({ samplePercent }: { samplePercent: number }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [Prompt, setPrompt] = useState<PromptComponent | null>(null);
  const [done, setDone] = useState(false);
  const placed = useOutOfView(placeRef, Prompt !== null, always);

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
        stopScroll();
        void loadPrompt().then((component) => setPrompt(() => component));
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

  useEffect(() => {
    if (placed && Prompt) rememberShown();
  }, [placed, Prompt]);

  return (
    <div ref={placeRef} data-survey-place="" style={Prompt && !placed && !done ? stagingPlaceStyle : undefined}>
      {Prompt && !done && (
        <Staged placed={placed}>
          <Prompt path={window.location.pathname} onDone={() => setDone(true)} />
        </Staged>
      )}
    </div>
  );
}
