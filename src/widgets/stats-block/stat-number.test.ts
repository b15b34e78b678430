import { describe, expect, it } from 'vitest';
import { animationEndMs, formatStatValue, parseStatNumber, statTextAtStep, stepAt } from './stat-number';

function stat(text: string) {
  const parsed = parseStatNumber(text);
  if (!parsed) throw new Error(`no number in ${text}`);
  return parsed;
}

describe('parseStatNumber', () => {
  it.each([
    ['80%', { prefix: '', value: 80, suffix: '%', decimals: 0, grouped: false }],
    ['$4.1 trillion', { prefix: '$', value: 4.1, suffix: ' trillion', decimals: 1, grouped: false }],
    ['1,200', { prefix: '', value: 1200, suffix: '', decimals: 0, grouped: true }],
    ['1 in 5', { prefix: '', value: 1, suffix: ' in 5', decimals: 0, grouped: false }],
    ['37.3 million', { prefix: '', value: 37.3, suffix: ' million', decimals: 1, grouped: false }],
    ['About 2,345,678.25 cases', { prefix: 'About ', value: 2345678.25, suffix: ' cases', decimals: 2, grouped: true }],
  ])('splits %j into prefix, first number and suffix', (text, expected) => {
    expect(stat(text)).toMatchObject(expected);
  });

  it('returns null without a digit or for numbers too large to count', () => {
    expect(parseStatNumber('many')).toBeNull();
    expect(parseStatNumber('99999999999999999999')).toBeNull();
  });
});

describe('statTextAtStep', () => {
  it('starts at 80% of the final value, keeping the final formatting', () => {
    expect(statTextAtStep(stat('$4.1 trillion'), 0)).toBe('$3.3 trillion');
    expect(statTextAtStep(stat('1,200'), 0)).toBe('960');
    expect(statTextAtStep(stat('80%'), 0)).toBe('64%');
    expect(statTextAtStep(stat('37.3 million'), 0)).toBe('29.8 million');
    expect(statTextAtStep(stat('10,000+'), 0)).toBe('8,000+');
    expect(statTextAtStep(stat('.5 mg'), 0)).toBe('.4 mg');
    expect(statTextAtStep(stat('1 in 5'), 0)).toBe('1 in 5');
  });

  it('moves linearly to the final value in 60 steps', () => {
    const six = stat('600');
    const values = Array.from({ length: 61 }, (_, step) => statTextAtStep(six, step));
    expect(values).toEqual(Array.from({ length: 61 }, (_, step) => String(480 + 2 * step)));
    expect(statTextAtStep(stat('1,200'), 30)).toBe('1,080');
  });

  it('shows the final figure verbatim from step 60', () => {
    expect(statTextAtStep(stat('1,200'), 60)).toBe('1,200');
    expect(statTextAtStep(stat('$4.10 trillion'), 60)).toBe('$4.10 trillion');
    expect(statTextAtStep(stat('80%'), 75)).toBe('80%');
  });

  it('keeps decimals at every step', () => {
    expect(formatStatValue(stat('2.50'), 2)).toBe('2.00');
    expect(formatStatValue(stat('1,000.5'), 1234.56)).toBe('1,234.6');
  });
});

describe('stepAt', () => {
  it('advances one step every 2000/60 ms and stops at 60', () => {
    expect(stepAt(0, 0)).toBe(0);
    expect(stepAt(2000 / 60 - 0.01, 0)).toBe(0);
    expect(stepAt(2000 / 60, 0)).toBe(1);
    expect(stepAt(1000, 0)).toBe(30);
    expect(stepAt(1999.9, 0)).toBe(59);
    expect(stepAt(2000, 0)).toBe(60);
    expect(stepAt(5000, 0)).toBe(60);
  });

  it('starts item i at i * 2000 ms', () => {
    expect(stepAt(1999, 1)).toBe(0);
    expect(stepAt(2000, 1)).toBe(0);
    expect(stepAt(3000, 1)).toBe(30);
    expect(stepAt(4000, 1)).toBe(60);
    expect(stepAt(4000, 2)).toBe(0);
    expect(stepAt(5000, 2)).toBe(30);
  });

  it('ends when the last item has had its 2000 ms', () => {
    expect(animationEndMs(0)).toBe(0);
    expect(animationEndMs(1)).toBe(2000);
    expect(animationEndMs(3)).toBe(6000);
  });
});
