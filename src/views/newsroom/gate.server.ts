import 'server-only';
import { redirect } from 'next/navigation';
import { allowed, type Permission } from '@/features/staff/permissions';
import { actorOf, type StaffMember } from '@/features/staff/server/staff.server';
import { currentStaff } from '@/features/staff/server/current-staff.server';

/**
 * Every newsroom page starts here: the signed-in staff member, or a redirect to the sign-in page
 * (which returns to `path`). A page that needs a permission the person lacks shows the
 * "not allowed" page rather than a half-working screen.
 */
export async function newsroomPage(path: string, permission: Permission = 'newsroom.view'): Promise<StaffMember> {
  const staff = await currentStaff();
  if (!staff) redirect(`/newsroom/sign-in?next=${encodeURIComponent(path)}`);
  if (!allowed(actorOf(staff), permission)) redirect(`/newsroom/not-allowed?need=${encodeURIComponent(permission)}`);
  return staff;
}
