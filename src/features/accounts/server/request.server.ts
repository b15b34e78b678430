import 'server-only';
import type { Kysely } from 'kysely';
import { getDb } from '@/db/client.server';
import type { Database } from '@/db/schema';
import type { z } from 'zod';
import { apiError, zodIssues, type ApiIssue } from '@/lib/api';
import { clientAddress } from '@/lib/client-address.server';
import { requestIsHttps } from '@/lib/request-security';
import { clientKey } from '@/features/rate-limit/keys';
import { rateLimiter } from '@/features/rate-limit/rate-limiter.server';
import { memberById, type MemberRow } from './members.server';
import { liveSession, sessionToken, type SessionRow } from './sessions.server';

/** Every account answer is about one reader: never stored by a browser's or a shared cache (nginx's included). */
export const privateHeaders = { 'cache-control': 'private, no-store', vary: 'Cookie' } as const;

export function privateJson(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value);
  return Response.json(body, { status: init.status ?? 200, headers });
}

export function privateError(status: number, code: string, message: string, extra?: HeadersInit, issues: ApiIssue[] = []): Response {
  const headers = new Headers(extra);
  for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value);
  return apiError(status, code, message, issues, headers);
}

/** A 400 for a body or path the account APIs cannot take, with the schema's issues when there are any. */
export function invalidRequest(message: string, error?: z.ZodError, code = 'invalid_request'): Response {
  return privateError(400, code, message, undefined, error ? zodIssues(error) : []);
}

export interface MemberContext {
  db: Kysely<Database>;
  https: boolean;
  session: SessionRow | null;
  member: MemberRow | null;
}

/** The request's live session and its member (both null for a reader who is not signed in). */
export async function memberContext(request: Request, now = new Date()): Promise<MemberContext> {
  const db = await getDb();
  const https = requestIsHttps(request.headers);
  const session = await liveSession(db, sessionToken(request.headers, https), now);
  const member = session ? ((await memberById(db, session.member_id)) ?? null) : null;
  return { db, https, session: member ? session : null, member };
}

/**
 * Per address (IPv6: per /64) and 10 minutes: sign-in starts 30, callbacks 30, profile writes 120.
 * A person signs in a few times; a script is stopped. Redis when configured, else per instance.
 */
const limits = { 'auth-start': 30, 'auth-callback': 30, 'profile-write': 120 } as const;

/** A 429 answer when this address used up its budget for kind, else null. */
export async function accountRateLimited(kind: keyof typeof limits): Promise<Response | null> {
  const ip = await clientAddress();
  if (!ip) return null;
  const hit = await rateLimiter(`${kind}:ip`, { points: limits[kind], durationSeconds: 600, store: 'redis-or-memory' }).consume(clientKey(ip));
  if (hit.allowed) return null;
  return privateError(429, 'rate_limited', 'Too many requests. Please try again later.', { 'Retry-After': String(hit.retryAfterSeconds) });
}
