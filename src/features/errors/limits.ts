/** Shared by the browser reporter and the endpoint's schema; kept free of zod so the browser bundle stays small. */
export const errorSources = ['window', 'unhandledrejection', 'boundary', 'widget', 'fetch', 'chunk', 'explicit'] as const;
export const maxStackChars = 4000;
export const maxErrorReportBytes = 8 * 1024;
