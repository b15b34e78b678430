import type { z } from 'zod';
import { errorLoggedHeader } from './error-logged';
import { jsonDepthExceeds, maxJsonDepth } from './json-depth';
import { log } from './log';
import { isCrossSiteRequest } from './request-security';
import { currentRoutePattern, reportServerError } from './server-errors';

export interface ApiIssue {
  path: string;
  message: string;
}

/** The one error shape every API returns: { error: { code, message, issues } }. A 5xx is logged and reported (src/lib/server-errors.ts) here. */
export function apiError(status: number, code: string, message: string, issues: ApiIssue[] = [], headers?: HeadersInit): Response {
  if (status < 500) return Response.json({ error: { code, message, issues } }, { status, headers });
  log('error', 'api error', { status, code, message });
  // Recorded in error_reports too (src/lib/server-errors.ts), with the caller's stack (apiError's own frame left out).
  const trace: { stack?: string } = {};
  Error.captureStackTrace?.(trace, apiError);
  reportServerError({ name: `HTTP ${status} ${code}`, message, stack: trace.stack, path: currentRoutePattern(), code });
  const logged = new Headers(headers);
  logged.set(errorLoggedHeader, '1');
  return Response.json({ error: { code, message, issues } }, { status, headers: logged });
}

export function zodIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(body)', message: i.message }));
}

/** The raw bytes of a request body read up to a cap, or why not. */
export type BodyBytes = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too_large' | 'unreadable' };

/**
 * Reads the body chunk by chunk and cancels the stream as soon as more than maxBytes arrived, so
 * an oversized or endless (chunked) body is never buffered: at most maxBytes plus one chunk is
 * held. A declared Content-Length over the cap is refused before anything is read.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyBytes> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too_large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader();
  } catch {
    return { ok: false, reason: 'unreadable' }; // already read or locked
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!(value instanceof Uint8Array)) throw new TypeError('not a byte stream');
      total += value.byteLength;
      if (total > maxBytes) {
        reader.cancel().catch(() => {});
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
  } catch {
    reader.cancel().catch(() => {});
    return { ok: false, reason: 'unreadable' }; // the client went away mid-body
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

function bodyError(reason: 'too_large' | 'unreadable', maxBytes: number): Response {
  if (reason === 'too_large') return apiError(413, 'payload_too_large', `Request body must be at most ${maxBytes} bytes.`);
  return apiError(400, 'unreadable_body', 'The request body could not be read.');
}

/** A JSON request body, or the 400/403/413/415 answer to send when it cannot be one. */
export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/** Whether the request says its body is JSON: application/json, with or without parameters. */
function isJsonContentType(headers: Headers): boolean {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * Reads a JSON body of at most maxBytes (streamed, see readBodyBytes) nesting at most maxDepth
 * levels; a larger, malformed or deeper body gives the error answer instead. JSON routes write,
 * send or look up a reader's data, so a page of another site must not make a reader's browser
 * call them: a cross-site (or same-site) request gets 403 and a body not sent as application/json
 * 415, before anything is read. A page can send application/json to another origin only after a
 * CORS preflight, which these routes never answer.
 */
export async function readJsonBody(request: Request, maxBytes: number, maxDepth: number = maxJsonDepth): Promise<JsonBody> {
  const noStore = { 'cache-control': 'no-store' };
  if (isCrossSiteRequest(request.headers)) {
    return { ok: false, response: apiError(403, 'cross_site', 'Requests from pages of another site are not accepted here.', [], noStore) };
  }
  if (!isJsonContentType(request.headers)) {
    return { ok: false, response: apiError(415, 'unsupported_media_type', 'Request body must be sent with Content-Type: application/json.', [], noStore) };
  }
  const read = await readBodyBytes(request, maxBytes);
  if (!read.ok) return { ok: false, response: bodyError(read.reason, maxBytes) };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(read.bytes));
  } catch {
    return { ok: false, response: apiError(400, 'invalid_json', 'Request body must be valid JSON.') };
  }
  if (jsonDepthExceeds(body, maxDepth)) {
    return { ok: false, response: apiError(400, 'too_deep', `Request body must not nest objects and arrays more than ${maxDepth} levels deep.`) };
  }
  return { ok: true, body };
}

/** A form body's fields, or the 400/413 answer to send when it cannot be read. */
export type FormBody = { ok: true; form: URLSearchParams } | { ok: false; response: Response };

/**
 * Reads an HTML form body of at most maxBytes (streamed, see readBodyBytes): urlencoded, or
 * multipart (text fields only, parsed from the bounded bytes). Any other content type, or a form
 * that does not parse, gives no fields; the route answers that as a missing field.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const read = await readBodyBytes(request, maxBytes);
  if (!read.ok) return { ok: false, response: bodyError(read.reason, maxBytes) };
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return { ok: true, form: new URLSearchParams(new TextDecoder().decode(read.bytes)) };
  const form = new URLSearchParams();
  if (type.startsWith('multipart/form-data')) {
    try {
      const data = await new Response(read.bytes, { headers: { 'content-type': contentType } }).formData();
      for (const [name, value] of data) if (typeof value === 'string') form.append(name, value);
    } catch {
      // not a valid multipart body: no fields
    }
  }
  return { ok: true, form };
}

/** The answer to an API path no route serves: 404 in the one error shape, never cached. */
export function unknownApiPath(): Response {
  return apiError(404, 'not_found', 'No API answers at this path.', [], { 'cache-control': 'no-store' });
}
