/** Plain rules of a flip card (spec, article blocks 4: "Flip card: front to back and back on click or on the flip icon"). */

/** The flip button's accessible name for the face it would show. */
export const flipLabel = (flipped: boolean) => (flipped ? 'Show question' : 'Show answer');

export interface LessonProgress {
  started: boolean;
  completed: boolean;
}

/**
 * Which daily-dose lesson event a flip records (spec, article blocks 7: "daily-dose lesson
 * started/completed"): the first turn to the back, where the lessons are, starts the lesson; the
 * first turn back to the front after that completes it. Each is sent once per page view.
 */
export function lessonEventFor(progress: LessonProgress, toBack: boolean): { event: 'Started' | 'Completed' | null; progress: LessonProgress } {
  if (toBack && !progress.started) return { event: 'Started', progress: { ...progress, started: true } };
  if (!toBack && progress.started && !progress.completed) return { event: 'Completed', progress: { ...progress, completed: true } };
  return { event: null, progress };
}

/** A click on the card flips it, except on its own links and buttons (the flip button handles itself). */
export function clickFlipsCard(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return true;
  return !(target as Element).closest('a, button, input, select, textarea, summary');
}
