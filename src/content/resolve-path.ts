import { canonicalPathField } from '@/content/fields';

/** The canonical path for a catch-all route's segments, or null when it could never name a page. */
export function resolvePath(segments: string[] | undefined): string | null {
  if (!segments?.length) return null;
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const path = `/${decoded.join('/')}`;
  return canonicalPathField.safeParse(path).success ? path : null;
}
