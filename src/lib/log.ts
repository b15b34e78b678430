type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

function threshold(): number {
  const configured = process.env.LOG_LEVEL as Level | 'silent' | undefined;
  return order[configured ?? 'info'] ?? order.info;
}

/** One JSON line per entry, so logs can be searched and shipped as they are. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

const seen = new Set<string>();
const maxRemembered = 10_000;

/** Logs a problem once per key for the life of the process (a bad widget is not logged on every request). */
export function logOnce(key: string, level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (seen.has(key)) return;
  if (seen.size >= maxRemembered) seen.clear();
  seen.add(key);
  log(level, message, fields);
}
