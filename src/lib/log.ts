import pino, { type Logger } from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error';
type Threshold = Level | 'silent';
const thresholds: readonly Threshold[] = ['debug', 'info', 'warn', 'error', 'silent'];

function configuredLevel(): Threshold {
  const configured = process.env.LOG_LEVEL as Threshold | undefined;
  return configured && thresholds.includes(configured) ? configured : 'info';
}

/** Errors and warnings to stderr, the rest to stdout (console, so `next dev` shows them and tests can read them). */
function writeLine(level: string, line: string): void {
  if (level === 'error' || level === 'fatal') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** The request context scripts/request-observer.mjs keeps on globalThis (an AsyncLocalStorage); absent in the browser, in next dev and in tests. */
interface RequestContextHolder {
  __wellreadRequestContext?: { getStore(): unknown };
}

/** The id of the request being handled, as nginx logs it too (`request_id=`), if there is one. */
export function currentRequestId(): string | undefined {
  const store = (globalThis as RequestContextHolder).__wellreadRequestContext?.getStore() as { requestId?: unknown } | undefined;
  return typeof store?.requestId === 'string' ? store.requestId : undefined;
}

const levelLabels: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/**
 * pino, configured for one JSON object per line: { level: "warn", time: ISO, message, ...fields }.
 * On the server pino serializes (errors under `err` get message, type and stack); in the browser
 * pino's browser build hands us the object and we print the same line.
 */
function createLogger(): Logger {
  return pino(
    {
      level: configuredLevel(),
      messageKey: 'message',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Every line written while a request is handled names it (pino's browser build ignores mixin).
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
      browser: {
        write: (o: object) => {
          const { level, time, msg, ...fields } = o as { level: number; time: number; msg?: string };
          const label = levelLabels[level] ?? 'info';
          writeLine(label, JSON.stringify({ level: label, time: new Date(time).toISOString(), message: msg, ...fields }));
        },
      },
    },
    {
      write(line: string) {
        const label = /"level":"(\w+)"/.exec(line)?.[1] ?? 'info';
        writeLine(label, line.trimEnd());
      },
    },
  );
}

const logger = createLogger();

/** One JSON line per entry, so logs can be searched and shipped as they are. LOG_LEVEL is read on every call. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const threshold = configuredLevel();
  if (logger.level !== threshold) logger.level = threshold;
  logger[level](fields, message);
}

const seen = new Set<string>();
const maxRemembered = 10_000;

/** Logs a problem once per key for the life of the process (a bad widget is not logged on every request). */
export function logOnce(key: string, level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (seen.has(key)) return;
  // Forget the oldest key (a Set keeps insertion order), not all of them: clearing let a stream of
  // new keys make every known problem log again.
  if (seen.size >= maxRemembered) seen.delete(seen.values().next().value!);
  seen.add(key);
  log(level, message, fields);
}
