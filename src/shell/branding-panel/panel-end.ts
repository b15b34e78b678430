/** setTimeout's longest delay (about 24.8 days); an end further away is left to the page's next render. */
const longestTimer = 2 ** 31 - 1;

/**
 * How the browser treats the panel's end: 'ended' when it has passed (a copy of the page that a
 * shared cache served past the end), a delay in ms when the reader may still have the page open
 * then, null when there is nothing to do (no end, an unreadable one, or one beyond a timer's reach).
 */
export function panelEnd(endDate: string | undefined, now: number): 'ended' | number | null {
  if (!endDate) return null;
  const end = Date.parse(endDate);
  if (Number.isNaN(end)) return null;
  const left = end - now;
  if (left <= 0) return 'ended';
  return left <= longestTimer ? left : null;
}
