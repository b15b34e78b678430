/**
 * The CSP nonce of this page (browser only), read from a script that carries it: `nonce` is hidden
 * from the attribute but kept on the element (decision 007). Undefined without a CSP (next dev).
 * A script we add is trusted by 'strict-dynamic' without it; third-party loaders such as GPT
 * pass their own script's nonce on to the frames and scripts they create, so they get it too.
 */
export function pageNonce(): string | undefined {
  for (const script of Array.from(document.querySelectorAll('script'))) {
    if (script.nonce) return script.nonce;
  }
  return undefined;
}
