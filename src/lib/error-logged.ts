/**
 * Set to '1' on 5xx answers made by apiError (src/lib/api.ts), which logs them: the browser's
 * fetch helper (src/features/errors/fetch-json.ts) then does not report the same failure again.
 */
export const errorLoggedHeader = 'x-error-logged';
