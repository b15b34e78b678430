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

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error('reCAPTCHA did not load')));
    script.onerror = () => {
      recaptchaScript = undefined;
      reject(new Error(`Failed to load script "${script.src}"`));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

/** Loads the bot-check code ahead of a submit (called when the visitor starts using the form). */
export function preloadBotCheck(botCheck: NewsletterClientConfig['botCheck']): void {
  if (botCheck.kind === 'recaptcha' && botCheck.siteKey) void loadRecaptcha(botCheck.siteKey).catch(() => undefined);
  else void import('altcha-lib').catch(() => undefined);
}

/** A fresh bot-check token: a solved ALTCHA proof of work (base64 JSON), or a reCAPTCHA v3 token. */
export async function botCheckToken(botCheck: NewsletterClientConfig['botCheck']): Promise<string> {
  if (botCheck.kind === 'recaptcha' && botCheck.siteKey) {
    const grecaptcha = await loadRecaptcha(botCheck.siteKey);
    return grecaptcha.execute(botCheck.siteKey, { action: recaptchaAction });
  }
  const response = await fetch('/api/newsletter/challenge', { credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error(`challenge ${response.status}`);
  const challenge = (await response.json()) as { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };
  const { solveChallenge } = await import('altcha-lib');
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return btoa(JSON.stringify(payload));
}
