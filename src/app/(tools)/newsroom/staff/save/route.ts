import { z } from 'zod';
import { readFormBody } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';
import { seeOther as see } from '@/features/staff/server/see-other.server';
import { crossSiteRefused, isCrossSiteRequest } from '@/lib/request-security';
import { getDb } from '@/db/client.server';
import { PermissionError } from '@/features/staff/permissions';
import { staffRoles } from '@/features/staff/roles';
import { StaffError, actorOf, saveStaff } from '@/features/staff/server/staff.server';
import { staffForHeaders } from '@/features/staff/server/current-staff.server';

const personForm = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  name: z.string().trim().min(1).max(120),
  credentials: z.string().trim().max(60),
  roles: z.array(z.enum(staffRoles)).max(staffRoles.length),
});

/** The staff page's forms (admins): add a person, or change a person's name, credentials and roles. */
async function handlePOST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request.headers)) return crossSiteRefused();
  const db = await getDb();
  const staff = await staffForHeaders(db, request.headers);
  if (!staff) return see('/newsroom/sign-in?next=%2Fnewsroom%2Fstaff');
  const read = await readFormBody(request, 16_384);
  if (!read.ok) return read.response;
  const parsed = personForm.safeParse({ email: read.form.get('email') ?? '', name: read.form.get('name') ?? '', credentials: read.form.get('credentials') ?? '', roles: read.form.getAll('roles') });
  if (!parsed.success) return see(`/newsroom/staff?error=${encodeURIComponent(`Check the ${parsed.error.issues[0]?.path.join('.') ?? 'form'}: ${parsed.error.issues[0]?.message ?? ''}`)}`);
  try {
    const saved = await saveStaff(db, actorOf(staff), parsed.data, new Date());
    return see(`/newsroom/staff?saved=${encodeURIComponent(saved.name)}`);
  } catch (error) {
    if (error instanceof PermissionError) return see(`/newsroom/not-allowed?need=${error.permission}`);
    if (error instanceof StaffError) return see(`/newsroom/staff?error=${encodeURIComponent(error.message)}`);
    throw error;
  }
}

export const POST = apiRoute(handlePOST);
