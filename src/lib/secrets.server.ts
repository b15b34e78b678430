import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}
