import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records what the Content-Security-Policy (decision 007) blocks on a page from its next
 * navigation on: `securitypolicyviolation` events and "Refused to …" console messages. Returns a
 * function that reads what has been recorded so far.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => [...((await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])) as string[]), ...console];
}
