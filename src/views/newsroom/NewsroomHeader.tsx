import { allowed, type Permission } from '@/features/staff/permissions';
import { roleLabels } from '@/features/staff/roles';
import { actorOf, type StaffMember } from '@/features/staff/server/staff.server';
import Link from 'next/link';
import buttons from '@/components/Buttons.module.css';
import styles from './Newsroom.module.css';

/** The newsroom's sections, each shown to those whose roles allow it. */
export const newsroomSections: { href: string; label: string; permission: Permission }[] = [
  { href: '/newsroom', label: 'Documents', permission: 'newsroom.view' },
  { href: '/newsroom/review', label: 'Review queue', permission: 'newsroom.view' },
  { href: '/newsroom?due=overdue', label: 'Review due', permission: 'newsroom.view' },
  { href: '/newsroom/media', label: 'Media', permission: 'newsroom.view' },
  { href: '/newsroom/audit', label: 'Audit log', permission: 'audit.view' },
  { href: '/newsroom/staff', label: 'Staff and roles', permission: 'roles.assign' },
  { href: '/ops', label: 'Operations', permission: 'ops.view' },
];

/** The header of every newsroom page: the sections this person may open, who is signed in, and sign-out. */
export function NewsroomHeader({ staff, current }: { staff: StaffMember | null; current?: string }) {
  const actor = staff ? actorOf(staff) : null;
  return (
    <header className={styles.header}>
      <Link className={styles.brand} href="/newsroom" prefetch={false}>
        Wellread newsroom
      </Link>
      {actor && (
        <nav aria-label="Newsroom" className={styles.nav}>
          <ul>
            {newsroomSections
              .filter((s) => allowed(actor, s.permission))
              .map((s) => (
                <li key={s.href}>
                  <Link href={s.href} prefetch={false} aria-current={s.href === current ? 'page' : undefined}>
                    {s.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      )}
      {staff && (
        <div className={styles.who}>
          <span>
            {staff.name} <span className={styles.muted}>({staff.roles.map((r) => roleLabels[r]).join(', ')})</span>
          </span>
          <form method="post" action="/newsroom/sign-out">
            <button type="submit" className={buttons.secondary}>
              Sign out
            </button>
          </form>
        </div>
      )}
    </header>
  );
}
