import { describe, expect, it } from 'vitest';
import { cardAddress, cardName, truncate } from './card-text';

describe('truncation', () => {
  it('keeps up to the limit whole and cuts longer text to the limit plus an ellipsis', () => {
    expect(truncate('abcdef', 6)).toBe('abcdef');
    expect(truncate('abcdefg', 6)).toBe('abcdef…');
    expect(truncate('abc def', 4)).toBe('abc…');
    expect(truncate('  padded  ', 6)).toBe('padded');
  });

  it('cuts pharmacy names at 24 characters and addresses at 32', () => {
    expect(cardName('Columbus Family Pharmacy')).toBe('Columbus Family Pharmacy');
    expect(cardName('Columbus Family Pharmacy and Wellness Center')).toBe('Columbus Family Pharmacy…');
    expect(cardAddress('1001 Washington Street, Suite 20')).toBe('1001 Washington Street, Suite 20');
    expect(cardAddress('1001 Washington Street, Suite 200B')).toBe('1001 Washington Street, Suite 20…');
  });
});
