/** Spec (article blocks 8, "Missing image alt"): slide n (from 1) without alt text is "carousel item {n}". */
export const slideAlt = (alt: string | undefined, n: number) => alt?.trim() || `carousel item ${n}`;

/** Slides are shown up to the article column's width; the proxy fetches 2.1 times this. */
export const slideImageWidth = 700;

/** One slide as the leaf shows it, worked out on the server. */
export interface ShownSlide {
  src: string;
  alt: string;
  title?: string;
  text?: string;
  caption?: string;
  credit?: string;
  width: number;
  height: number;
  /** The Pinterest pin creator link; null hides "Save to Pinterest". */
  pinUrl: string | null;
}
