/**
 * Errors the reporter drops (spec, savings 8: known noise such as shader compile, out of memory,
 * aborted operations, cancelled and others). They come from the browser, an extension or the
 * network, not from our code, and nothing can be done about them.
 */
const noisyMessages: readonly RegExp[] = [
  /ResizeObserver loop/i,
  /shader/i,
  /out of memory/i,
  /\babort(ed)?\b/i,
  /\bcancell?ed\b/i,
  /^Script error\.?$/i,
  /^(Failed to fetch|Load failed|NetworkError when attempting to fetch resource\.?)$/i,
];
const noisyNames: ReadonlySet<string> = new Set(['AbortError']);
const extensionUrl = /\b(chrome|moz|safari(-web)?|ms-browser)-extension:\/\//i;

export interface ErrorFacts {
  name?: string;
  message: string;
  stack?: string;
  /** window error's filename: the script the error came from. */
  source?: string;
}

export function isNoise({ name, message, stack, source }: ErrorFacts): boolean {
  if (name && noisyNames.has(name)) return true;
  if (noisyMessages.some((pattern) => pattern.test(message))) return true;
  return extensionUrl.test(stack ?? '') || extensionUrl.test(source ?? '');
}
