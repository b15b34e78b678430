import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { isStaffRole } from '../roles';

export interface DemoStaff {
  givenName: string;
  familyName: string;
  email: string;
  role: string;
  credentials?: string;
}

/**
 * The demo's staff (the local provider's test staff, scripts/local-idp): stored with their roles
 * when the staff table is empty, so a fresh clone can sign in as a writer, a reviewer or an editor
 * at once. A real installation starts from STAFF_ADMIN_EMAILS instead. Returns whether it stored any.
 */
export async function seedDemoStaff(db: Kysely<Database>, people: readonly DemoStaff[], now = new Date()): Promise<boolean> {
  const any = await db.selectFrom('staff').select('email').limit(1).executeTakeFirst();
  if (any || people.length === 0) return false;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const person of people) {
      if (!isStaffRole(person.role)) throw new Error(`demo staff ${person.email}: unknown role ${person.role}`);
      const email = person.email.toLowerCase();
      await trx.insertInto('staff').values({ email, name: `${person.givenName} ${person.familyName}`, credentials: person.credentials ?? null, created_at: at, updated_at: at }).execute();
      await trx.insertInto('staff_roles').values({ email, role: person.role, granted_at: at, granted_by: null }).execute();
    }
  });
  return true;
}
