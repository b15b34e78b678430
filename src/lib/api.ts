import type { z } from 'zod';
import { errorLoggedHeader } from './error-logged';
import { log } from './log';

export interface ApiIssue {
  path: string;
  message: string;
}

/** The one error shape every API returns: { error: { code, message, issues } }. A 5xx is logged here. */
export function apiError(status: number, code: string, message: string, issues: ApiIssue[] = [], headers?: HeadersInit): Response {
  if (status < 500) return Response.json({ error: { code, message, issues } }, { status, headers });
  log('error', 'api error', { status, code, message });
  const logged = new Headers(headers);
  logged.set(errorLoggedHeader, '1');
  return Response.json({ error: { code, message, issues } }, { status, headers: logged });
}

export function zodIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(body)', message: i.message }));
}

/** A JSON request body, or the 400/413 answer to send when it cannot be one. */
export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/** Reads a JSON body of at most maxBytes; a larger or malformed body gives the error answer instead. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const tooLarge = () => ({ ok: false as const, response: apiError(413, 'payload_too_large', `Request body must be at most ${maxBytes} bytes.`) });
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
  const buffer = await request.arrayBuffer();
  if (buffer.byteLength > maxBytes) return tooLarge();
  try {
    return { ok: true, body: JSON.parse(new TextDecoder().decode(buffer)) as unknown };
  } catch {
    return { ok: false, response: apiError(400, 'invalid_json', 'Request body must be valid JSON.') };
  }
}
