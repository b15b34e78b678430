import { describe, expect, it } from 'vitest';
import { fibonacci, gppHeader, gppString } from '@/features/consent/gpp';

describe('GPP string encoder', () => {
  it('matches the IAB reference vector for a uspv1-only string (iabgpp-es: DBABTA~1YNN)', () => {
    expect(gppHeader([6])).toBe('DBABTA');
    expect(`${gppHeader([6])}~1YNN`).toBe('DBABTA~1YNN');
  });

  it('encodes our US privacy strings and a header without sections elsewhere', () => {
    expect(gppString('1YNY')).toBe('DBABTA~1YNY');
    expect(gppString('1YYY')).toBe('DBABTA~1YYY');
    expect(gppString(null)).toBe('DBAA');
  });

  it('codes integers in Fibonacci coding (Zeckendorf, ending in 11)', () => {
    expect(fibonacci(1)).toBe('11');
    expect(fibonacci(2)).toBe('011');
    expect(fibonacci(3)).toBe('0011');
    expect(fibonacci(4)).toBe('1011');
    expect(fibonacci(6)).toBe('10011');
    expect(fibonacci(7)).toBe('01011');
    expect(() => fibonacci(0)).toThrow(RangeError);
  });

  it('codes several sections as offsets from the previous id', () => {
    // sections 2 and 6: count 2, then offsets 2 and 4 (Type 3, Version 1).
    expect(gppHeader([6, 2]).startsWith('DBACNY')).toBe(true);
  });
});
