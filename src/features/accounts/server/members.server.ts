import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MembersTable } from '@/db/schema';
import type { SignedInUser } from '../answers';
import type { AuthProvider } from '../providers';

export type MemberRow = Selectable<MembersTable>;

/** What a provider's ID token tells us about the member (spec 3, Auth account claims), already validated. */
export interface IdentityClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null);

/** The claims of a validated ID token (and Apple's one-time `user` form field, which carries the name Apple's token lacks). */
export function identityClaims(claims: Record<string, unknown>, appleUser?: unknown): IdentityClaims {
  const user = (appleUser && typeof appleUser === 'object' ? appleUser : {}) as { name?: { firstName?: unknown; lastName?: unknown } };
  const email = text(claims.email, 254)?.toLowerCase() ?? null;
  return {
    subject: String(claims.sub),
    email,
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    firstName: text(claims.given_name, 100) ?? text(user.name?.firstName, 100),
    lastName: text(claims.family_name, 100) ?? text(user.name?.lastName, 100),
  };
}

/**
 * The member an identity belongs to, created on its first sign-in. An identity is never joined to
 * another provider's member by email: whoever controls an address at one provider must not take
 * over an account made at the other. A returning member's name and email follow the provider.
 */
export async function memberForIdentity(db: Kysely<Database>, provider: AuthProvider, claims: IdentityClaims, now: Date): Promise<{ member: MemberRow; isNew: boolean }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const identity = await trx.selectFrom('member_identities').select('member_id').where('provider', '=', provider).where('subject', '=', claims.subject).executeTakeFirst();
    if (identity) {
      await trx.updateTable('member_identities').set({ last_used_at: at, email: claims.email }).where('provider', '=', provider).where('subject', '=', claims.subject).execute();
      const changes: Partial<MemberRow> = { updated_at: at };
      if (claims.email) Object.assign(changes, { email: claims.email, email_verified: claims.emailVerified ? 1 : 0 });
      if (claims.firstName) changes.first_name = claims.firstName;
      if (claims.lastName) changes.last_name = claims.lastName;
      await trx.updateTable('members').set(changes).where('id', '=', identity.member_id).execute();
      return { member: await trx.selectFrom('members').selectAll().where('id', '=', identity.member_id).executeTakeFirstOrThrow(), isNew: false };
    }
    const member: MemberRow = {
      id: randomUUID(),
      hs_id: `hs_${randomBytes(9).toString('base64url')}`,
      email: claims.email,
      email_verified: claims.emailVerified ? 1 : 0,
      first_name: claims.firstName,
      last_name: claims.lastName,
      phone_number: null,
      marketing_opt_in: 0,
      created_at: at,
      updated_at: at,
    };
    await trx.insertInto('members').values(member).execute();
    await trx.insertInto('member_identities').values({ provider, subject: claims.subject, member_id: member.id, email: claims.email, created_at: at, last_used_at: at }).execute();
    return { member, isNew: true };
  });
}

export function signedInUser(member: MemberRow, provider: AuthProvider): SignedInUser {
  const firstName = member.first_name ?? '';
  const lastName = member.last_name ?? '';
  const fullName = [firstName, lastName].filter(Boolean).join(' ') || (member.email ?? 'Member');
  const initials = ((firstName[0] ?? '') + (lastName[0] ?? '')).toUpperCase() || (member.email?.[0]?.toUpperCase() ?? 'M');
  return {
    firstName,
    lastName,
    fullName,
    email: member.email ?? '',
    phoneNumber: member.phone_number ?? '',
    initials,
    hsId: member.hs_id,
    memberSince: member.created_at,
    rvoId: member.id,
    authProvider: provider,
  };
}

export function memberById(db: Kysely<Database>, id: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}
