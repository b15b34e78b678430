/**
 * Spec 5: "The return URL after sign-in is accepted only if it is on the same origin; otherwise
 * there is no redirect." The value is resolved against our origin the way a browser would resolve
 * it, so every spelling that leaves the origin is refused: `//host`, `/\host` (browsers read a
 * backslash as a slash), `https:host`, tabs or newlines inside the scheme, and their
 * percent-encoded forms (decoded once before the check: `/%2F%2Fhost` and `%2F%2Fhost` too).
 * The answer is the same-origin path with its query and fragment, or null.
 */
export function safeReturnPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return null;
  // Control characters and whitespace are never part of a path we link to; browsers strip some of them, which is how several bypasses work.
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (/[\u0000-\u0020\u007f\\]/.test(decoded) || decoded.startsWith('//')) return null;
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return null;
  }
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin) return null;
  if (!value.startsWith('/') && !value.startsWith(base.origin + '/') && value !== base.origin) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // Our own sign-in machinery is never a place to return to (a loop, or a callback replay).
  if (path.startsWith('/api/') || path.startsWith('/signing-you-in')) return null;
  return path;
}
