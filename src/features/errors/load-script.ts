import { pageNonce } from '@/lib/page-nonce';
import { reportError } from './reporter';

/** Spec (savings 8, "Script load failure"): 'Failed to load {script or css} "{src}"'. */
export function loadFailureMessage(kind: 'script' | 'css', src: string): string {
  return `Failed to load ${kind} "${src}"`;
}

export interface LoadScriptOptions {
  /** Give the script the page's CSP nonce, for a loader that hands it on to what it adds (GPT, JW Player). */
  withNonce?: boolean;
  /** Whether a failure goes to error reporting; false only where failing is the answer sought (the ad-block bait). */
  report?: boolean;
  /** Reported as context.feature, to tell the loaders apart. */
  feature?: string;
}

/**
 * Adds `<script async src>` to the head, the one way the site loads a script (our own, so the
 * CSP's 'strict-dynamic' trusts it, decision 007). Resolves with the element once it has loaded.
 * A failure removes the element, is reported as 'Failed to load script "{src}"' (once per page, as
 * every report) and rejects with that error, so a caller may try again or give up quietly.
 */
export function loadScript(src: string, { withNonce = false, report = true, feature }: LoadScriptOptions = {}): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const nonce = withNonce ? pageNonce() : undefined;
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => resolve(script), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        const error = new Error(loadFailureMessage('script', src));
        if (report) reportError(error, 'explicit', feature ? { feature } : undefined);
        reject(error);
      },
      { once: true },
    );
    document.head.append(script);
  });
}
