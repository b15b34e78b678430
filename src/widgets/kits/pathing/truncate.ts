import { truncate as cutText } from '@/lib/truncate';

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

/** The tile's text cut to `max` characters (src/lib/truncate.ts), with the whole text kept beside it. */
export function truncate(text: string, max: number): Truncated {
  const shown = cutText(text, max);
  return { shown, full: text, truncated: shown !== text };
}
