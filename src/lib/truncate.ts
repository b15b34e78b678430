/**
 * Cuts text to `max` characters (code points, so no emoji is split): a longer text keeps its first
 * `max` characters, a trailing space dropped, and gains an ellipsis; a text of `max` or fewer is whole.
 */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
