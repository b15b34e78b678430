/**
 * Puts the server's consent boot data into a jsdom document, as the layout's ConsentScript does.
 * Regime 'us' grants performance by default (opt-out rules); 'gdpr' grants nothing until a choice.
 */
export function bootConsent(regime: 'us' | 'gdpr' | 'other' = 'us'): void {
  document.getElementById('wellread-consent')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'wellread-consent';
  script.textContent = JSON.stringify({ regime, gpc: false });
  document.head.append(script);
}

export function clearConsentCookies(): void {
  for (const name of ['OptanonConsent', 'OptanonAlertBoxClosed', 'usprivacy']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}
