/** Spec (article blocks 5, 9): tile titles show at most 26 characters, the hub title 60. */
export const tileTitleMaxChars = 26;
export const hubTitleMaxChars = 60;

export interface Truncated {
  /** What is shown: the text itself, or its first `max` characters and an ellipsis. */
  shown: string;
  /** The whole text, for the accessible name and the title attribute. */
  full: string;
  truncated: boolean;
}

/** Cuts text to `max` characters (code points, so no emoji is split) and adds "…" when anything was cut. */
export function truncate(text: string, max: number): Truncated {
  const chars = Array.from(text);
  if (chars.length <= max) return { shown: text, full: text, truncated: false };
  return { shown: `${chars.slice(0, max).join('').trimEnd()}…`, full: text, truncated: true };
}
