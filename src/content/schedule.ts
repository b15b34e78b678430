import type { z } from 'zod';
import { isoDateField } from './fields';

/**
 * The schedule of anything that shows for a while: a campaign, the header's branding panel, a house
 * creative. A date without a time is midnight UTC; it shows from startDate (absent: at once) until
 * just before endDate (absent: no end).
 */
export const scheduleFields = {
  startDate: isoDateField.optional().describe('Shown from this moment: a date (2027-02-01, midnight UTC) or a date and time with its offset. Absent: at once.'),
  endDate: isoDateField.optional().describe('Shown until just before this moment (same format). Absent: no end.'),
};

export interface Schedule {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export type ScheduleState = 'running' | 'scheduled' | 'ended';

function instant(now: Date | number): number {
  return typeof now === 'number' ? now : now.getTime();
}

/** Where a schedule stands at `now`: not started yet, running, or ended. */
export function scheduleState(schedule: Schedule, now: Date | number): ScheduleState {
  const at = instant(now);
  if (schedule.endDate && Date.parse(schedule.endDate) <= at) return 'ended';
  if (schedule.startDate && Date.parse(schedule.startDate) > at) return 'scheduled';
  return 'running';
}

export function inSchedule(schedule: Schedule, now: Date | number): boolean {
  return scheduleState(schedule, now) === 'running';
}

/** The schema rule every schedule follows: an end after the start. */
export function checkSchedule(schedule: Schedule, ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  if (schedule.startDate && schedule.endDate && Date.parse(schedule.endDate) <= Date.parse(schedule.startDate)) {
    ctx.addIssue({ code: 'custom', path: [...path, 'endDate'], message: 'must be after startDate' });
  }
}

/** A schedule date as a UTC ISO instant, for database columns that compare as text (null: none). */
export function scheduleInstant(value: string | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}
