/** Socket errors of a database server that is down, restarting or unreachable. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH']);
/** PostgreSQL SQLSTATEs for a server shutting down, starting up or a broken connection (classes 08 and 57P). */
const postgresStates = /^(08\d{3}|08P01|57P0[1-3])$/;
const driverMessages = [/connection terminated/i, /timeout exceeded when trying to connect/i, /Connection terminated due to connection timeout/i, /the database system is (starting up|shutting down)/i];

/** True when an error means the database cannot be reached now (as opposed to a bad query or bad data). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (socketCodes.has(code) || postgresStates.test(code))) return true;
  if (typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
