import { staffWithRole } from '@/features/staff/server/staff.server';
import { newsroomRoute, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

/** GET /api/newsroom/staff/reviewers: the medical reviewers a draft can be sent to (names and emails only). */
export const GET = newsroomRoute('document.submit', async ({ db }) => privateJson({ reviewers: (await staffWithRole(db, 'medical_reviewer')).map((s) => ({ email: s.email, name: s.credentials ? `${s.name}, ${s.credentials}` : s.name })) }));
