import type { UsPrivacyString } from './model';

/**
 * IAB Global Privacy Platform string (GPP v1): a header naming the sections, then each section,
 * joined by '~'. The header's bits: Type 3 (6 bits), Version 1 (6 bits), then the section ids as
 * a Fibonacci-coded integer range (12-bit count; per entry a range flag and the offset from the
 * previous id). Bits are padded to a whole byte, then to a multiple of 6, and written in
 * base64url, as the IAB reference encoder does. We only ever apply section 6, uspv1.
 */

export const uspv1SectionId = 6;
export const uspv1SectionName = 'uspv1';
const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function fixedInt(value: number, bits: number): string {
  return value.toString(2).padStart(bits, '0');
}

/** Fibonacci coding (1, 2, 3, 5, 8, …; Zeckendorf representation, lowest first, ending in 11). */
export function fibonacci(value: number): string {
  if (!Number.isInteger(value) || value < 1) throw new RangeError('Fibonacci coding needs a positive integer');
  const fibs = [1, 2];
  while (fibs[fibs.length - 1]! <= value) fibs.push(fibs[fibs.length - 1]! + fibs[fibs.length - 2]!);
  const bits = new Array<string>(fibs.length).fill('0');
  let rest = value;
  for (let i = fibs.length - 1; i >= 0; i--) {
    if (fibs[i]! <= rest) {
      bits[i] = '1';
      rest -= fibs[i]!;
    }
  }
  return bits.join('').replace(/0+$/, '') + '1';
}

/** Sorted ids as single entries (no ranges), each a Fibonacci-coded offset from the one before. */
function fibonacciRange(ids: number[]): string {
  let previous = 0;
  let bits = fixedInt(ids.length, 12);
  for (const id of ids) {
    bits += '0' + fibonacci(id - previous);
    previous = id;
  }
  return bits;
}

function toBase64url(bits: string): string {
  let padded = bits;
  while (padded.length % 8) padded += '0';
  while (padded.length % 6) padded += '0';
  let out = '';
  for (let i = 0; i < padded.length; i += 6) out += base64url[parseInt(padded.slice(i, i + 6), 2)];
  return out;
}

export function gppHeader(sectionIds: number[]): string {
  const ids = [...sectionIds].sort((a, b) => a - b);
  return toBase64url(fixedInt(3, 6) + fixedInt(1, 6) + fibonacciRange(ids));
}

/** The GPP string: header plus the uspv1 section in the US, or a header with no sections elsewhere. */
export function gppString(usPrivacy: UsPrivacyString | null): string {
  return usPrivacy ? `${gppHeader([uspv1SectionId])}~${usPrivacy}` : gppHeader([]);
}
