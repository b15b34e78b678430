/**
 * WAI-ARIA tabs keyboard (APG, automatic activation): Left and Right move to the previous and
 * next tab and wrap around, Home and End to the first and last. Returns the index of the tab to
 * select and focus, or null when the key is not a tab key.
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'ArrowRight':
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
