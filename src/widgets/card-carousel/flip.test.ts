import { describe, expect, it } from 'vitest';
import { clickFlipsCard, flipLabel, lessonEventFor } from './flip';

describe('flip card rules', () => {
  it('names the flip button after the face it shows next', () => {
    expect(flipLabel(false)).toBe('Show answer');
    expect(flipLabel(true)).toBe('Show question');
  });

  it('starts a daily-dose lesson on the first turn to the back and completes it on the turn back, once each', () => {
    let progress = { started: false, completed: false };
    const events: (string | null)[] = [];
    for (const toBack of [true, false, true, false]) {
      const next = lessonEventFor(progress, toBack);
      events.push(next.event);
      progress = next.progress;
    }
    expect(events).toEqual(['Started', 'Completed', null, null]);
  });

  it('does not complete a lesson that never started', () => {
    expect(lessonEventFor({ started: false, completed: false }, false).event).toBeNull();
  });

  it('flips on a click on the card but not on its links or buttons', () => {
    const el = (closest: Element | null) => ({ closest: () => closest }) as unknown as EventTarget;
    expect(clickFlipsCard(el(null))).toBe(true);
    expect(clickFlipsCard(el({} as Element))).toBe(false);
  });
});
