type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * The browser's logger: one JSON line per entry on the console, in the same shape as the server's
 * pino lines (src/lib/log.ts), without shipping pino to every page. Debug lines are dropped.
 */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (level === 'debug') return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
