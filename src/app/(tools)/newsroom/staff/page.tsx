import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { listStaff } from '@/features/staff/server/staff.server';
import { StaffAdmin } from '@/views/newsroom/StaffAdmin';
import { param } from '@/views/newsroom/format';
import { newsroomPage } from '@/views/newsroom/gate.server';

export const metadata: Metadata = { title: 'Staff and roles' };

export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await newsroomPage('/newsroom/staff', 'roles.assign');
  const params = await searchParams;
  return <StaffAdmin staff={await listStaff(await getDb())} message={param(params, 'saved') ? `Saved ${param(params, 'saved')}.` : undefined} error={param(params, 'error')} />;
}
