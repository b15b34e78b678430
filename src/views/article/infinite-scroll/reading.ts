/** Spec: infinite-scroll tracking is at 0, 25, 50, 75 and 100 (percent of the article read). */
export const infScrollThresholds = [0, 25, 50, 75, 100] as const;
export type InfScrollThreshold = (typeof infScrollThresholds)[number];

/** An article's box relative to the viewport (getBoundingClientRect's top and height). */
export interface Box {
  top: number;
  height: number;
}

/**
 * How far the reader has got through an article, 0 to 1: the share of it that has come above the
 * bottom of the viewport. Null while its top is still below the viewport (not started).
 */
export function readProgress(box: Box, viewportHeight: number): number | null {
  const seen = viewportHeight - box.top;
  if (seen < 0) return null;
  if (box.height <= 0) return 1;
  return Math.min(1, seen / box.height);
}

/** Thresholds reached at `progress` (0 to 1, or null) that have not been reported yet, in order. */
export function thresholdsToReport(progress: number | null, reported: ReadonlySet<number>): InfScrollThreshold[] {
  if (progress === null) return [];
  const percent = progress * 100;
  return infScrollThresholds.filter((t) => percent >= t && !reported.has(t));
}

/**
 * Which article the reader is on: the last one whose top has passed the reading line (a third of
 * the way down the viewport). Before the first article reaches the line, the first one.
 */
export function articleInView(boxes: readonly Box[], viewportHeight: number): number {
  const line = viewportHeight / 3;
  let inView = 0;
  boxes.forEach((box, index) => {
    if (box.top <= line) inView = index;
  });
  return inView;
}
