import 'server-only';
import type { Kysely } from 'kysely';
import { getDb } from '@/db/client.server';
import type { Database } from '@/db/schema';
import type { ApiIssue } from '@/lib/api';
import { isCrossSiteRequest } from '@/lib/request-security';
import { rateLimiter } from '@/features/rate-limit/rate-limiter.server';
import { privateError, privateJson } from '@/features/accounts/server/request.server';
import { PermissionError, allowed, type Actor, type Permission } from '../permissions';
import { StaffError, actorOf, type StaffMember } from './staff.server';
import { staffForHeaders } from './current-staff.server';

export { privateJson };

export interface StaffRequest {
  db: Kysely<Database>;
  staff: StaffMember;
  actor: Actor;
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Newsroom writes per staff member per 10 minutes: autosave every few seconds is far below it; a runaway script is not. */
export const staffWritesPer10Minutes = 1200;

/**
 * The signed-in staff member a newsroom API request comes from, or the answer to send: 401 without
 * a staff session, 403 for a write from a page of another site (with the SameSite=Lax session
 * cookie, the second wall against cross-site requests) or without the permission, 429 past the
 * write budget. Every answer is private and never stored.
 */
export async function staffRequest(request: Request, permission?: Permission): Promise<{ ok: true; value: StaffRequest } | { ok: false; response: Response }> {
  const write = writeMethods.has(request.method);
  if (write && isCrossSiteRequest(request.headers)) return { ok: false, response: privateError(403, 'cross_site', 'Requests from pages of another site are not accepted here.') };
  const db = await getDb();
  const staff = await staffForHeaders(db, request.headers);
  if (!staff) return { ok: false, response: privateError(401, 'unauthenticated', 'Sign in to the newsroom first.') };
  const actor = actorOf(staff);
  if (permission && !allowed(actor, permission)) return { ok: false, response: permissionRefused(permission) };
  if (write) {
    const hit = await rateLimiter('newsroom-write:staff', { points: staffWritesPer10Minutes, durationSeconds: 600, store: 'redis-or-memory' }).consume(staff.email);
    if (!hit.allowed) return { ok: false, response: privateError(429, 'rate_limited', 'Too many changes in a short time. Please wait a minute.', { 'Retry-After': String(hit.retryAfterSeconds) }) };
  }
  return { ok: true, value: { db, staff, actor } };
}

const permissionRefused = (permission: Permission) => privateError(403, 'forbidden', `Your roles do not allow this (${permission}).`);

/** Something a service refused, as the answer the newsroom shows (its reasons by field); other errors are rethrown. */
export function refusalResponse(error: unknown): Response {
  if (error instanceof PermissionError) return permissionRefused(error.permission);
  if (error instanceof StaffError) return privateError(400, 'invalid_request', error.message, undefined, [{ path: error.field, message: error.message }]);
  const refusal = error as { name?: string; status?: number; code?: string; message?: string; issues?: ApiIssue[]; detail?: Record<string, unknown> };
  if (refusal?.name === 'LifecycleError' && typeof refusal.status === 'number') {
    const response = privateJson({ error: { code: refusal.code, message: refusal.message, issues: refusal.issues ?? [], ...refusal.detail } }, { status: refusal.status });
    return response;
  }
  throw error;
}
