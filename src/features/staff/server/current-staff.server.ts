import 'server-only';
import type { Kysely } from 'kysely';
import { headers as requestHeaders } from 'next/headers';
import { getDb } from '@/db/client.server';
import type { Database } from '@/db/schema';
import { requestIsHttps } from '@/lib/request-security';
import { memberById } from '@/features/accounts/server/members.server';
import { liveSession, sessionToken } from '@/features/accounts/server/sessions.server';
import { staffByEmail, type StaffMember } from './staff.server';

/** The provider staff sign in with (the organisation's identity provider, or the local one's staff issuer). */
export const staffProvider = 'staff';

/**
 * The staff member a request's session belongs to, or null. Only a session started through the staff
 * provider counts, and only for the email it vouched for: a reader's Apple or Google sign-in never
 * carries a role, even with the same address.
 */
export async function staffForHeaders(db: Kysely<Database>, headers: Headers, now = new Date()): Promise<StaffMember | null> {
  const session = await liveSession(db, sessionToken(headers, requestIsHttps(headers)), now);
  if (!session || session.provider !== staffProvider) return null;
  const member = await memberById(db, session.member_id);
  if (!member?.email || member.email_verified !== 1) return null;
  const staff = await staffByEmail(db, member.email);
  return staff && staff.roles.length > 0 ? staff : null;
}

/** For pages and route handlers: the signed-in staff member of the request being answered. */
export async function currentStaff(): Promise<StaffMember | null> {
  return staffForHeaders(await getDb(), new Headers(await requestHeaders()));
}
