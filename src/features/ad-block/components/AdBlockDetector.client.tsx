'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { runChecks } from '../checks';
import { answerPermission, detectAdBlock } from '../detection';
import { afterPageIdle, whenConsentDecided } from '../schedule';

type Prompt = ComponentType<{ onAnswer: (permitted: boolean) => void }>;

/**
 * The ad-block check, once per page load when the page is idle. Renders nothing unless a blocker
 * was found and the reader has not answered yet; only then is the prompt's code fetched, and only
 * once the consent banner is not showing.
 */
export function AdBlockDetector() {
  const [prompt, setPrompt] = useState<{ Prompt: Prompt } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let stopWaiting = () => undefined as void;
    const cancelIdle = afterPageIdle(() => {
      void detectAdBlock(runChecks).then(({ ask }) => {
        if (!ask || cancelled) return;
        stopWaiting = whenConsentDecided(() => {
          void import('./AdBlockPrompt.client').then((m) => {
            if (!cancelled) setPrompt({ Prompt: m.AdBlockPrompt });
          });
        });
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stopWaiting();
    };
  }, []);

  if (!prompt) return null;
  const { Prompt } = prompt;
  return (
    <Prompt
      onAnswer={(permitted) => {
        answerPermission(permitted);
        setPrompt(null);
      }}
    />
  );
}
