import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-url';

const origin = 'https://www.wellread.example';

describe('safeReturnPath (spec 5: same-origin return URL only)', () => {
  it('keeps a same-origin path with its query and fragment', () => {
    expect(safeReturnPath('/nutrition/vitamin-d?x=1#top', origin)).toBe('/nutrition/vitamin-d?x=1#top');
    expect(safeReturnPath(`${origin}/sleep`, origin)).toBe('/sleep');
    expect(safeReturnPath('/', origin)).toBe('/');
  });

  it.each([
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['https:evil.example'],
    ['http://www.wellread.example/'],
    ['https://www.wellread.example.evil.example/'],
    ['/%2F%2Fevil.example'],
    ['%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['%2f%2fevil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['evil.example'],
    ['relative/path'],
    [' /leading-space'],
    ['/%E0%A4%A'],
    [''],
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, origin)).toBeNull();
  });

  it('refuses our own sign-in machinery (no loops, no replays)', () => {
    expect(safeReturnPath('/api/auth/callback/google?code=x', origin)).toBeNull();
    expect(safeReturnPath('/signing-you-in', origin)).toBeNull();
  });

  it('refuses values that are not strings or are too long', () => {
    expect(safeReturnPath(undefined, origin)).toBeNull();
    expect(safeReturnPath(42, origin)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(2048)}`, origin)).toBeNull();
  });
});
