/**
 * A fixed-window counter per key, in memory: cheap, per process, forgotten on restart. For
 * limits where that is enough (error reports, operator sign-in attempts); the newsletter's limits
 * live in the database because they must hold across servers.
 */
export function createMemoryLimiter(limit: number, windowMs: number, maxKeys = 10_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one hit; false when the key is over its limit in the current window. */
    take(key: string | null, now = Date.now()): boolean {
      const id = key ?? 'unknown';
      const current = windows.get(id);
      if (!current || now - current.start >= windowMs) {
        if (windows.size >= maxKeys) windows.clear();
        windows.set(id, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
    reset(): void {
      windows.clear();
    },
  };
}
