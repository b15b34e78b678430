import { describe, expect, it } from 'vitest';
import { nextLinkIndex } from './nav-keys';

describe('nextLinkIndex', () => {
  it('moves down and right to the next link, wrapping at the end', () => {
    expect(nextLinkIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextLinkIndex('ArrowRight', 1, 3)).toBe(2);
    expect(nextLinkIndex('ArrowDown', 2, 3)).toBe(0);
  });

  it('moves up and left to the previous link, wrapping at the start', () => {
    expect(nextLinkIndex('ArrowUp', 2, 3)).toBe(1);
    expect(nextLinkIndex('ArrowLeft', 0, 3)).toBe(2);
  });

  it('Home and End go to the first and last link', () => {
    expect(nextLinkIndex('Home', 2, 3)).toBe(0);
    expect(nextLinkIndex('End', 0, 3)).toBe(2);
  });

  it('starts from the first (or last) link when focus is not on a link yet', () => {
    expect(nextLinkIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextLinkIndex('ArrowUp', -1, 3)).toBe(2);
  });

  it('ignores other keys and empty lists', () => {
    expect(nextLinkIndex('Tab', 0, 3)).toBeNull();
    expect(nextLinkIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
