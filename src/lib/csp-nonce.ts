/**
 * The placeholder nonce of this server process, set by scripts/server.mjs before Next starts
 * (decision 007); undefined under `next dev`. Scripts the page writes itself carry it, as Next's
 * own do, and the server replaces it with a fresh nonce in every answer.
 */
export function noncePlaceholder(): string | undefined {
  return process.env.WELLREAD_CSP_PLACEHOLDER || undefined;
}
