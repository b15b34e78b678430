// Analytics constants shared by the browser code and the event schemas: zod-free, so browser code can import them.

/** Spec (site shell 9): scroll tracking percentages 10 to 90 by 10. */
export const scrollDepthPositions = [10, 20, 30, 40, 50, 60, 70, 80, 90] as const;
/** Spec (site shell 9): session duration events at 90 and 180 seconds. */
export const sessionDurationSeconds = [90, 180] as const;
