import { describe, expect, it } from 'vitest';
import { cookTimeText, isoDuration, servingsText, timeMinutes, timeText } from './format';

describe('recipe servings text (spec: article blocks 5)', () => {
  it('reads "Makes 1 serving" for "1"', () => {
    expect(servingsText('1')).toBe('Makes 1 serving');
    expect(servingsText(' 1 ')).toBe('Makes 1 serving');
    expect(servingsText(1)).toBe('Makes 1 serving');
  });

  it('reads "Makes N servings" otherwise', () => {
    expect(servingsText('4')).toBe('Makes 4 servings');
    expect(servingsText(2)).toBe('Makes 2 servings');
    expect(servingsText('4 to 6')).toBe('Makes 4 to 6 servings');
  });

  it('gives nothing for an empty field', () => {
    expect(servingsText('')).toBeNull();
    expect(servingsText('  ')).toBeNull();
    expect(servingsText(undefined)).toBeNull();
  });
});

describe('recipe time texts (spec: hours to h, minutes to min)', () => {
  it.each([
    ['20 minutes', '20 min'],
    ['1 minute', '1 min'],
    ['5 mins', '5 min'],
    ['1 hour', '1 h'],
    ['2 hours 30 minutes', '2 h 30 min'],
    ['1 hour 5 minutes', '1 h 5 min'],
    ['1 hr 10 min', '1 h 10 min'],
    ['45', '45 min'],
    ['8 hours or overnight', '8 h or overnight'],
    ['1h 30m', '1 h 30 min'],
  ])('shows %j as %j', (input, shown) => {
    expect(timeText(input)).toBe(shown);
  });

  it('cook time defaults to "0 min"', () => {
    expect(cookTimeText(undefined)).toBe('0 min');
    expect(cookTimeText('')).toBe('0 min');
    expect(cookTimeText('25 minutes')).toBe('25 min');
  });

  it('other empty times give nothing', () => {
    expect(timeText('')).toBeNull();
    expect(timeText(undefined)).toBeNull();
  });
});

describe('recipe durations for JSON-LD', () => {
  it.each([
    ['20 minutes', 20, 'PT20M'],
    ['2 hours 30 minutes', 150, 'PT2H30M'],
    ['1 hour', 60, 'PT1H'],
    ['45', 45, 'PT45M'],
    ['1.5 hours', 90, 'PT1H30M'],
    ['0 min', 0, 'PT0M'],
  ])('reads %j as %d minutes, %s', (input, minutes, iso) => {
    expect(timeMinutes(input)).toBe(minutes);
    expect(isoDuration(timeMinutes(input))).toBe(iso);
  });

  it('gives nothing for times it cannot read', () => {
    expect(timeMinutes('overnight')).toBeNull();
    expect(timeMinutes('')).toBeNull();
    expect(isoDuration(null)).toBeUndefined();
  });
});
