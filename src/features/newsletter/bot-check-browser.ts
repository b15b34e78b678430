import { loadScript } from '@/features/errors/load-script';
import type { NewsletterClientConfig } from './config';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const recaptchaAction = 'newsletter_signup';
let recaptchaScript: Promise<Grecaptcha> | undefined;

/** reCAPTCHA's script once; a failed load (reported by loadScript) is tried again on the next call. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`, { feature: 'newsletter' }).then(
    () =>
      new Promise<Grecaptcha>((resolve, reject) => {
        const grecaptcha = window.grecaptcha;
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
        else reject(new Error('reCAPTCHA did not load'));
      }),
    (error: unknown) => {
      recaptchaScript = undefined;
      throw error;
    },
  );
  return recaptchaScript;
}

/** A challenge is valid for 10 minutes on the server; a prepared solution older than this is not used. */
const preparedMaxAgeMs = 8 * 60 * 1000;
let prepared: { at: number; token: Promise<string> } | undefined;

async function altchaToken(): Promise<string> {
  const response = await fetch('/api/newsletter/challenge', { credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error(`challenge ${response.status}`);
  const challenge = (await response.json()) as { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };
  const { solveChallenge } = await import('altcha-lib');
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return btoa(JSON.stringify(payload));
}

/**
 * Called when the visitor starts using a form: loads the bot-check code and, for ALTCHA, starts
 * solving a challenge while they type, so the submit does not wait for the proof of work.
 */
export function prepareBotCheck(botCheck: NewsletterClientConfig['botCheck']): void {
  if (botCheck.kind === 'recaptcha' && botCheck.siteKey) {
    void loadRecaptcha(botCheck.siteKey).catch(() => undefined);
    return;
  }
  if (prepared && Date.now() - prepared.at < preparedMaxAgeMs) return;
  const token = altchaToken();
  token.catch(() => {
    if (prepared?.token === token) prepared = undefined;
  });
  prepared = { at: Date.now(), token };
}

/** A bot-check token for one submit: a solved ALTCHA proof of work (base64 JSON; each works once), or a reCAPTCHA v3 token made for action. */
export async function botCheckToken(botCheck: NewsletterClientConfig['botCheck'], action: string = recaptchaAction): Promise<string> {
  if (botCheck.kind === 'recaptcha' && botCheck.siteKey) {
    const grecaptcha = await loadRecaptcha(botCheck.siteKey);
    return grecaptcha.execute(botCheck.siteKey, { action });
  }
  const ready = prepared && Date.now() - prepared.at < preparedMaxAgeMs ? prepared.token : undefined;
  prepared = undefined;
  return ready ? ready.catch(() => altchaToken()) : altchaToken();
}
