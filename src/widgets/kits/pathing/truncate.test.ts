import { describe, expect, it } from 'vitest';
import { hubTitleMaxChars, tileTitleMaxChars, truncate } from './truncate';

describe('pathing truncate', () => {
  it('holds the spec limits: 26 per tile title, 60 for the hub title', () => {
    expect(tileTitleMaxChars).toBe(26);
    expect(hubTitleMaxChars).toBe(60);
  });

  it('keeps text at the limit as it is', () => {
    expect(truncate('x'.repeat(26), 26)).toEqual({ shown: 'x'.repeat(26), full: 'x'.repeat(26), truncated: false });
  });

  it('cuts text past the limit to the limit and adds an ellipsis, keeping the whole text', () => {
    const t = truncate('Twenty-seven characters now', 26);
    expect(t).toEqual({ shown: 'Twenty-seven characters no…', full: 'Twenty-seven characters now', truncated: true });
  });

  it('drops spaces left at the cut', () => {
    expect(truncate('abc def', 4).shown).toBe('abc…');
  });

  it('never splits an emoji', () => {
    const t = truncate('ab😴cd', 3);
    expect(t.shown).toBe('ab😴…');
  });
});
