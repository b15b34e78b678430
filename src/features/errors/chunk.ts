/** Spec (article blocks 9): a chunk load failure gets a timeout flag when loading took 110000 ms or more. */
export const chunkTimeoutMs = 110_000;
export const chunkMetric = 'client.error.chunk';

const chunkMessages: readonly RegExp[] = [
  /Loading (CSS )?chunk [\w/.-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to load chunk/i,
];

/** A failed code-split load: webpack's and Turbopack's ChunkLoadError or a failed dynamic import(). */
export function isChunkLoadError(error: { name?: string; message: string }): boolean {
  return error.name === 'ChunkLoadError' || chunkMessages.some((pattern) => pattern.test(error.message));
}

export function chunkFlags(elapsedMs: number): string[] {
  return elapsedMs >= chunkTimeoutMs ? ['timeout'] : [];
}
