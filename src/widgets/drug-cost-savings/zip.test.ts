import { describe, expect, it } from 'vitest';
import { sanitizeZip, zipHasError } from './zip';

describe('zip', () => {
  it('keeps digits only, cut at 5', () => {
    expect(sanitizeZip('47a2-01')).toBe('47201');
    expect(sanitizeZip('1234567')).toBe('12345');
    expect(sanitizeZip('abc')).toBe('');
  });

  it('is an error while shorter than 5 digits', () => {
    expect(zipHasError('4720')).toBe(true);
    expect(zipHasError('')).toBe(true);
    expect(zipHasError('47201')).toBe(false);
  });
});
