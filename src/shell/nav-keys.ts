/** The index focus moves to when a key is pressed in a list of count links, or null when the key does not move focus. */
export function nextLinkIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
    case 'ArrowLeft':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
