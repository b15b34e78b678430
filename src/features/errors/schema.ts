import { z } from 'zod';
import { errorSources, maxStackChars } from './limits';

export { errorSources, maxErrorReportBytes, maxStackChars } from './limits';

/** POST /api/errors: one client error. Text only, no cookies, no user data; long fields are cut by the client and refused above. */
export const clientErrorSchema = z.strictObject({
  source: z.enum(errorSources),
  name: z.string().max(100).default('Error'),
  message: z.string().min(1).max(500),
  stack: z.string().max(maxStackChars).optional(),
  path: z.string().startsWith('/').max(500),
  build: z.string().max(60).optional(),
  digest: z.string().max(100).optional(),
  /** Small facts from the caller, e.g. { widget: 'faq' } or { status: '503' }. */
  context: z.record(z.string().regex(/^[\w.-]{1,40}$/), z.string().max(200)).refine((c) => Object.keys(c).length <= 10, 'at most 10 context entries').optional(),
});

export type ClientError = z.infer<typeof clientErrorSchema>;
export type ErrorSource = (typeof errorSources)[number];
