import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { currentStaff } from '@/features/staff/server/current-staff.server';
import { NewsroomHeader } from '@/views/newsroom/NewsroomHeader';
import styles from '@/views/newsroom/Newsroom.module.css';

export const metadata: Metadata = { title: { template: '%s — Wellread newsroom', default: 'Wellread newsroom' }, robots: { index: false, follow: false } };

/** Every newsroom page is per person: rendered per request, answered private, never cached (decision 017). */
export const dynamic = 'force-dynamic';

export default async function NewsroomLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  return (
    <div className={styles.frame}>
      <a href="#newsroom-main" className="skip-link">
        Skip to content
      </a>
      <NewsroomHeader staff={staff} />
      <main id="newsroom-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
