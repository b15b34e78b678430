/** Spec (savings 4.5 and 9): "Wave animation runs 5000 ms, once." */
export const waveAnimation = { durationMs: 5000, iterations: 1 } as const;

/** idle: still, not played (not yet seen, or never: reduced motion); playing: the one run, started on first sight; still: played. */
export type WaveState = 'idle' | 'playing' | 'still';
