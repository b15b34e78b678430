import { describe, expect, it } from 'vitest';
import { dailyDoseFrom, dailyDoseUrl } from './daily-dose';

describe('the daily-dose redirect (spec 5 and 7)', () => {
  it('reads lessonId, unitId and transitId from the sign-in start', () => {
    expect(dailyDoseFrom(new URLSearchParams('lessonId=l-12&unitId=u3&transitId=t_9'))).toEqual({ lessonId: 'l-12', unitId: 'u3', transitId: 't_9' });
    expect(dailyDoseFrom(new URLSearchParams('returnUrl=/x'))).toBeNull();
  });

  it('ignores malformed daily-dose data (the sign-in goes on without it)', () => {
    expect(dailyDoseFrom(new URLSearchParams('lessonId=l1'))).toBeNull();
    expect(dailyDoseFrom(new URLSearchParams('lessonId=<script>&unitId=u1'))).toBeNull();
  });

  it('builds the lesson URL with lessonId, unitId, provider, correlationId and transitId', () => {
    const url = new URL(dailyDoseUrl('https://dailydose.example/lessons?ref=hl', { lessonId: 'l1', unitId: 'u2', transitId: 't3' }, 'google', 'c-4'));
    expect(url.origin + url.pathname).toBe('https://dailydose.example/lessons');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ref: 'hl', lessonId: 'l1', unitId: 'u2', provider: 'google', correlationId: 'c-4', transitId: 't3' });
  });

  it('uses the correlation id as the transit id when the lesson gave none', () => {
    expect(new URL(dailyDoseUrl('https://d.example/', { lessonId: 'l1', unitId: 'u2' }, 'apple', 'c-9')).searchParams.get('transitId')).toBe('c-9');
  });
});
