import 'server-only';
import { revalidateTag } from 'next/cache';
import type { z } from 'zod';
import { tagsForChange, type ContentChange } from '@/content/cache-tags';
import { privateError, privateHeaders } from '@/features/accounts/server/request.server';
import { isMediaError } from '@/features/media/errors';
import { mediaErrorAnswer } from '@/features/media/server/serve.server';
import type { Permission } from '@/features/staff/permissions';
import { privateJson, refusalResponse, staffRequest, type StaffRequest } from '@/features/staff/server/staff-request.server';
import { readJsonBody, zodIssues } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';
import { maxJsonDepth } from '@/lib/json-depth';

/**
 * The newsroom API's route glue (docs/areas/newsroom.md, API): every handler starts with the staff
 * member's request (401 without a staff session; CSRF and the rate limit for writes), reads and
 * validates its input, and answers private and never stored, a service's refusal included.
 */

export { privateJson };

/** The largest request body: a document (the revision cap) with its envelope, or anything else. */
export const maxDocumentBodyBytes = 2 * 1024 * 1024;
export const maxBodyBytes = 16 * 1024;

type Params = Record<string, string | string[] | undefined>;

/**
 * A newsroom route handler: the staff member (with `permission`, when given, checked up front; the
 * services check the exact one), then the handler; a service's refusal (LifecycleError,
 * PermissionError, StaffError, MediaError) becomes its answer. Wrapped in apiRoute.
 */
export function newsroomRoute<P extends Params = Params>(permission: Permission | null, handler: (staff: StaffRequest, request: Request, params: P) => Promise<Response>) {
  return apiRoute(async (request: Request, context: { params: Promise<P> }): Promise<Response> => {
    const staff = await staffRequest(request, permission ?? undefined);
    if (!staff.ok) return staff.response;
    try {
      return await handler(staff.value, request, await context.params);
    } catch (error) {
      return refusal(error);
    }
  });
}

/** A refused service call as its answer; anything else is rethrown (a 500, reported). */
export function refusal(error: unknown): Response {
  if (isMediaError(error)) return privately(mediaErrorAnswer(error));
  return refusalResponse(error);
}

/** The same answer, private and never stored (for answers built by shared helpers). */
export function privately(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export const invalidRequest = (error: z.ZodError, message: string) => privateError(400, 'invalid_request', message, undefined, zodIssues(error));

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

function parsed<S extends z.ZodType>(schema: S, value: unknown, message: string): Parsed<z.output<S>> {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: invalidRequest(result.error, message) };
}

/**
 * The path of the first string holding a NUL character, or null. No text we keep has one, and
 * PostgreSQL cannot store one in a text column: refused as bad input rather than failing there.
 */
function nulAt(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(body)' : null;
  if (typeof value !== 'object' || value === null || depth > maxJsonDepth + 1) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = nulAt(child, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function withoutNul(value: unknown, message: string): Response | null {
  const path = nulAt(value);
  return path === null ? null : privateError(400, 'invalid_request', message, undefined, [{ path, message: 'must not contain NUL characters' }]);
}

/** A JSON body (application/json, at most maxBytes) that matches schema, or the 400/403/413/415 answer. */
export async function jsonBody<S extends z.ZodType>(request: Request, maxBytes: number, schema: S): Promise<Parsed<z.output<S>>> {
  // A document body holds the document one level down.
  const read = await readJsonBody(request, maxBytes, maxJsonDepth + 1);
  if (!read.ok) return { ok: false, response: privately(read.response) };
  const nul = withoutNul(read.body, 'The request body has errors.');
  if (nul) return { ok: false, response: nul };
  return parsed(schema, read.body, 'The request body has errors.');
}

/** The query string's parameters (empty ones left out: "any") matching schema, or a 400. */
export function queryOf<S extends z.ZodType>(request: Request, schema: S): Parsed<z.output<S>> {
  const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ''));
  const nul = withoutNul(query, 'The query has errors.');
  if (nul) return { ok: false, response: nul };
  return parsed(schema, query, 'The query has errors.');
}

/** The path's parameters matching schema, or a 400. */
export function paramsOf<S extends z.ZodType>(params: Params, schema: S): Parsed<z.output<S>> {
  return parsed(schema, params, 'This address does not name anything here.');
}

/** 204, private. */
export const noContent = () => new Response(null, { status: 204, headers: privateHeaders });

/** Expires this process's cached pages for the changes at once, as the content API does; other processes follow the change log within a second. */
export function expire(changes: readonly ContentChange[]): void {
  for (const tag of new Set(changes.flatMap(tagsForChange))) revalidateTag(tag, { expire: 0 });
}
