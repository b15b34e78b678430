import type { Metadata } from 'next';
import Link from 'next/link';
import { isPermission } from '@/features/staff/permissions';
import { currentStaff } from '@/features/staff/server/current-staff.server';
import styles from '@/views/newsroom/Newsroom.module.css';

export const metadata: Metadata = { title: 'Not allowed' };

/** Where a page sends someone whose roles do not allow it. */
export default async function NotAllowed({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const need = (await searchParams).need;
  const staff = await currentStaff();
  return (
    <div className={`${styles.card} ${styles.narrow}`}>
      <h1 className={styles.title}>Your roles do not allow this page</h1>
      <p>
        {isPermission(need) ? `It needs the permission “${need}”. ` : ''}
        {staff ? 'An admin can change your roles.' : 'Sign in first.'}
      </p>
      <p>
        <Link href="/newsroom" prefetch={false}>
          Back to the newsroom
        </Link>
      </p>
    </div>
  );
}
