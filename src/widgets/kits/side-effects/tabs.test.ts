import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tabs';

describe('tabIndexAfterKey', () => {
  it('moves right and left with wrap-around', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 2, 3)).toBe(1);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty tab lists', () => {
    expect(tabIndexAfterKey('Enter', 0, 2)).toBeNull();
    expect(tabIndexAfterKey('ArrowDown', 0, 2)).toBeNull();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
