/**
 * The seam between errors the server answers (apiError's 5xx, src/lib/api.ts) and whoever records
 * them: src/lib may not import the errors feature, so the feature registers one listener at start
 * (src/instrumentation.ts → src/features/errors/server/error-reports.server.ts). Kept on globalThis,
 * like the server metrics: route bundles with their own copy of this module see the same listener.
 * Reporting never throws into the caller.
 */
export interface ServerErrorReport {
  name: string;
  message: string;
  stack?: string;
  /** The route pattern (never a path with its query string), when known. */
  path?: string;
  digest?: string;
  /** apiError's code, e.g. 'internal' or 'database_unavailable'. */
  code?: string;
  /** The request's Host header, when known (the recorder picks the site from it). */
  host?: string;
}

export type ServerErrorListener = (report: ServerErrorReport) => void;

declare global {
  var __wellreadServerErrorListener: ServerErrorListener | undefined;
}

/** Sets (or, with undefined, removes) the one listener. */
export function setServerErrorListener(listener: ServerErrorListener | undefined): void {
  globalThis.__wellreadServerErrorListener = listener;
}

export function reportServerError(report: ServerErrorReport): void {
  try {
    globalThis.__wellreadServerErrorListener?.(report);
  } catch {
    // The listener logs its own failures; an answer is never lost to them.
  }
}

/** The request context scripts/request-observer.mjs keeps on globalThis (see src/lib/log.ts). */
interface RequestContextHolder {
  __wellreadRequestContext?: { getStore(): unknown };
}

/** The route pattern of the request being handled ("/api/optum/coupons"), when served by scripts/server.mjs. */
export function currentRoutePattern(): string | undefined {
  const store = (globalThis as RequestContextHolder).__wellreadRequestContext?.getStore() as { route?: unknown } | undefined;
  return typeof store?.route === 'string' ? store.route : undefined;
}
