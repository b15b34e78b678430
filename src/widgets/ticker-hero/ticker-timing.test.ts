import { describe, expect, it } from 'vitest';
import { cycles, headlineText, itemsAsPhrase, msToNextPhase, tickerStateAt, tickerTiming } from './ticker-timing';

describe('ticker timing (spec article blocks 4, 9)', () => {
  it('holds the spec constants: 2500 ms per item, 150 ms fade', () => {
    expect(tickerTiming).toEqual({ itemMs: 2500, fadeMs: 150 });
  });

  it('shows each item for 2500 ms, fading out in its last 150 ms and the next fading in over 150 ms', () => {
    expect(tickerStateAt(0, 3)).toEqual({ index: 0, phase: 'shown' });
    expect(tickerStateAt(2349, 3)).toEqual({ index: 0, phase: 'shown' });
    expect(tickerStateAt(2350, 3)).toEqual({ index: 0, phase: 'out' });
    expect(tickerStateAt(2499, 3)).toEqual({ index: 0, phase: 'out' });
    expect(tickerStateAt(2500, 3)).toEqual({ index: 1, phase: 'in' });
    expect(tickerStateAt(2649, 3)).toEqual({ index: 1, phase: 'in' });
    expect(tickerStateAt(2650, 3)).toEqual({ index: 1, phase: 'shown' });
    expect(tickerStateAt(5000, 3)).toEqual({ index: 2, phase: 'in' });
  });

  it('starts again at the first item after the last', () => {
    expect(tickerStateAt(7500, 3)).toEqual({ index: 0, phase: 'in' });
    expect(tickerStateAt(7500 + 200, 3).index).toBe(0);
  });

  it('does not cycle one item or none', () => {
    expect(cycles(0)).toBe(false);
    expect(cycles(1)).toBe(false);
    expect(cycles(2)).toBe(true);
    expect(tickerStateAt(5000, 1)).toEqual({ index: 0, phase: 'shown' });
    expect(tickerStateAt(5000, 0)).toEqual({ index: 0, phase: 'shown' });
  });

  it('wakes only at phase changes', () => {
    expect(msToNextPhase(0)).toBe(150);
    expect(msToNextPhase(150)).toBe(2200);
    expect(msToNextPhase(2350)).toBe(150);
    expect(msToNextPhase(2500)).toBe(150);
    expect(msToNextPhase(2600)).toBe(50);
  });

  it('reads the headline as one sentence naming every item', () => {
    expect(itemsAsPhrase([])).toBe('');
    expect(itemsAsPhrase(['sleep'])).toBe('sleep');
    expect(itemsAsPhrase(['sleep', 'stress', 'nutrition'])).toBe('sleep, stress, and nutrition');
    expect(headlineText('Get tips on', ['sleep', 'stress'], 'every week.')).toBe('Get tips on sleep and stress every week.');
    expect(headlineText('Health news,', [], 'explained plainly.')).toBe('Health news, explained plainly.');
    expect(headlineText('', ['Move more'], '')).toBe('Move more');
  });
});
