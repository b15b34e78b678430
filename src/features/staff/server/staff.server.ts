import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { requirePermission, type Actor } from '../permissions';
import { isStaffRole, roleLabels, staffRoles, type StaffRole } from '../roles';
import { audit } from './audit.server';

export interface StaffMember {
  email: string;
  name: string;
  credentials: string | null;
  roles: StaffRole[];
}

/** A person's name with credentials, as a byline or reviewer line prints it ("Rosa Reyes, MD"). */
export const displayName = (staff: Pick<StaffMember, 'name' | 'credentials'>) => (staff.credentials ? `${staff.name}, ${staff.credentials}` : staff.name);

export function actorOf(staff: StaffMember): Actor {
  return { email: staff.email, label: staff.name, roles: staff.roles };
}

const normalEmail = (email: string) => email.trim().toLowerCase();

export async function staffByEmail(db: Kysely<Database>, email: string): Promise<StaffMember | null> {
  const key = normalEmail(email);
  const row = await db.selectFrom('staff').selectAll().where('email', '=', key).executeTakeFirst();
  if (!row) return null;
  const roles = await db.selectFrom('staff_roles').select('role').where('email', '=', key).orderBy('role').execute();
  return { email: row.email, name: row.name, credentials: row.credentials, roles: roles.map((r) => r.role).filter(isStaffRole) };
}

export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const [people, roles] = await Promise.all([
    db.selectFrom('staff').selectAll().orderBy('name').orderBy('email').execute(),
    db.selectFrom('staff_roles').select(['email', 'role']).execute(),
  ]);
  return people.map((p) => ({
    email: p.email,
    name: p.name,
    credentials: p.credentials,
    roles: staffRoles.filter((role) => roles.some((r) => r.email === p.email && r.role === role)),
  }));
}

/** Staff who hold a role, by name: the reviewer picker, the author filter. */
export async function staffWithRole(db: Kysely<Database>, role: StaffRole): Promise<StaffMember[]> {
  return (await listStaff(db)).filter((s) => s.roles.includes(role));
}

export class StaffError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'StaffError';
  }
}

export interface StaffInput {
  email: string;
  name: string;
  credentials?: string | null;
  roles: readonly StaffRole[];
}

/**
 * Adds a person or changes their name, credentials and roles (admins only). Every granted and
 * revoked role is audited; the last admin cannot lose the role, so someone can always assign roles.
 */
export async function saveStaff(db: Kysely<Database>, actor: Actor, input: StaffInput, now: Date): Promise<StaffMember> {
  requirePermission(actor, 'roles.assign');
  const email = normalEmail(input.email);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('staff').select('email').where('email', '=', email).executeTakeFirst();
    const person = { name: input.name.trim(), credentials: input.credentials?.trim() || null, updated_at: at };
    if (existing) await trx.updateTable('staff').set(person).where('email', '=', email).execute();
    else {
      await trx.insertInto('staff').values({ email, ...person, created_at: at }).execute();
      await audit(trx, actor, { action: 'staff-add', summary: `Added ${person.name} <${email}>` }, now);
    }
    const held = new Set((await trx.selectFrom('staff_roles').select('role').where('email', '=', email).execute()).map((r) => r.role));
    const wanted = new Set<string>(input.roles);
    if (held.has('admin') && !wanted.has('admin')) {
      const admins = await trx.selectFrom('staff_roles').select('email').where('role', '=', 'admin').execute();
      if (admins.length <= 1) throw new StaffError('roles', 'This is the last admin: give another person the admin role first.');
    }
    for (const role of staffRoles) {
      if (wanted.has(role) && !held.has(role)) {
        await trx.insertInto('staff_roles').values({ email, role, granted_at: at, granted_by: actor.email }).execute();
        await audit(trx, actor, { action: 'role-grant', summary: `${roleLabels[role]} granted to ${email}`, detail: { email, role } }, now);
      } else if (!wanted.has(role) && held.has(role)) {
        await trx.deleteFrom('staff_roles').where('email', '=', email).where('role', '=', role).execute();
        await audit(trx, actor, { action: 'role-revoke', summary: `${roleLabels[role]} revoked from ${email}`, detail: { email, role } }, now);
      }
    }
  });
  return (await staffByEmail(db, email))!;
}

/**
 * The first admins (STAFF_ADMIN_EMAILS): on signing in through the staff provider they are added
 * with the admin role if they lack it, so a new installation can assign roles at all. Audited as
 * granted by the configuration.
 */
export async function ensureBootstrapAdmin(db: Kysely<Database>, email: string, name: string, adminEmails: readonly string[], now: Date): Promise<void> {
  const key = normalEmail(email);
  if (!adminEmails.map(normalEmail).includes(key)) return;
  const current = await staffByEmail(db, key);
  if (current?.roles.includes('admin')) return;
  const configuration: Actor = { email: null, label: 'STAFF_ADMIN_EMAILS', roles: ['admin'] };
  await saveStaff(db, configuration, { email: key, name: current?.name ?? name, credentials: current?.credentials ?? null, roles: [...(current?.roles ?? []), 'admin'] }, now);
}
