import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { listMedia } from '@/features/media/server/media.server';
import { mediaUrls } from '@/features/media/urls';
import { allowed } from '@/features/staff/permissions';
import { actorOf } from '@/features/staff/server/staff.server';
import { MediaLibrary } from '@/views/newsroom/MediaLibrary.client';
import styles from '@/views/newsroom/Newsroom.module.css';
import { param } from '@/views/newsroom/format';
import { newsroomPage } from '@/views/newsroom/gate.server';

export const metadata: Metadata = { title: 'Media' };

/** The media library: search, upload with alt text, edit, delete (refused while a published document uses the item). */
export default async function MediaPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await newsroomPage('/newsroom/media');
  const actor = actorOf(staff);
  const q = param(await searchParams, 'q');
  const { items, total } = await listMedia(await getDb(), { q, limit: 100, offset: 0 });
  return (
    <>
      <h1 className={styles.title}>Media</h1>
      <form method="get" className={styles.filters} aria-label="Search media">
        <div className={styles.field}>
          <label htmlFor="m-q">Search alt text, captions, credits and file names</label>
          <input id="m-q" name="q" type="search" className={styles.input} defaultValue={q} />
        </div>
        <button type="submit">Search</button>
      </form>
      <p className={styles.muted}>{total} item{total === 1 ? '' : 's'}.</p>
      <MediaLibrary
        initial={items.map((i) => ({ id: i.id, fileName: i.fileName, alt: i.alt, caption: i.caption, credit: i.credit, width: i.width, height: i.height, src: mediaUrls(i).src }))}
        canUpload={allowed(actor, 'media.upload')}
        canDelete={allowed(actor, 'media.delete')}
      />
    </>
  );
}
