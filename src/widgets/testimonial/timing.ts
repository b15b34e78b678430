/** Spec (article blocks 4, 9): each bubble starts 840 ms after the one before and animates in over 1500 ms. */
export const bubbleDelayMs = 840;
export const bubbleDurationMs = 1500;

/** Spec (article blocks 9): quote-bubble colours, used in turn. */
export const defaultBubbleColours = ['#c0dcdf', '#f5d7d3', '#f0dec1'] as const;

/** Spec (article blocks 8): the alt text of an image that has none. */
export const defaultQuoteImageAlt = 'Quote image';

/** Spec: the bubbles animate only after the block, the bubbles and at least 2 of the images have been seen. */
export const imagesToSee = 2;

export function bubbleColour(index: number, colours: readonly string[] = defaultBubbleColours): string {
  const list = colours.length > 0 ? colours : defaultBubbleColours;
  return list[index % list.length]!;
}

/** Whether enough has been seen to start: the block, the bubbles, and 2 images (or every image when there are fewer). */
export function readyToAnimate(seen: { block: boolean; bubbles: boolean; images: number }, imageCount: number): boolean {
  return seen.block && seen.bubbles && seen.images >= Math.min(imagesToSee, imageCount);
}
