import type { Metadata } from 'next';
import buttons from '@/components/Buttons.module.css';
import { allowed } from '@/features/staff/permissions';
import { actorOf } from '@/features/staff/server/staff.server';
import { SITE_IDS, SITES } from '@/sites';
import styles from '@/views/newsroom/Newsroom.module.css';
import { param } from '@/views/newsroom/format';
import { newsroomPage } from '@/views/newsroom/gate.server';

export const metadata: Metadata = { title: 'New document' };

/** A plain form: type, site, title and path; the document is created as a draft and opened in the editor. */
export default async function NewDocumentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await newsroomPage('/newsroom/new');
  const actor = actorOf(staff);
  const params = await searchParams;
  const error = param(params, 'error');
  const types = [
    ...(allowed(actor, 'document.edit') ? [['article', 'Article or page'], ['category', 'Category'], ['author', 'Author record'], ['series', 'Content series']] : []),
    ...(allowed(actor, 'campaign.edit') ? [['campaign', 'Campaign']] : []),
  ];
  return (
    <div className={`${styles.card} ${styles.narrow}`}>
      <h1 className={styles.title}>New document</h1>
      {error && (
        <p role="alert" className={styles.error} id="new-error">
          {error}
        </p>
      )}
      {types.length === 0 ? (
        <p>Your roles do not allow creating documents.</p>
      ) : (
        <form method="post" action="/newsroom/create" className={styles.stack}>
          <fieldset className={styles.field}>
            <legend className={styles.label}>Type</legend>
            {types.map(([value, label], i) => (
              <label key={value}>
                <input type="radio" name="documentType" value={value} defaultChecked={(param(params, 'documentType') ?? types[0]![0]) === value || (i === 0 && !param(params, 'documentType'))} /> {label}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor="n-site">Site</label>
            <select id="n-site" className={styles.input} name="site" defaultValue={param(params, 'site') ?? SITE_IDS[0]}>
              {SITE_IDS.map((s) => (
                <option key={s} value={s}>
                  {SITES[s].name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="n-title">Title (for an author record, the person&apos;s name)</label>
            <input id="n-title" className={styles.input} name="title" required maxLength={200} defaultValue={param(params, 'title')} aria-describedby={error ? 'new-error' : undefined} />
          </div>
          <div className={styles.field}>
            <label htmlFor="n-place">Path or slug</label>
            <p className={styles.muted} id="n-place-hint">
              An article&apos;s address, like /heart-health/statin-costs; a category&apos;s slug; an author record&apos;s or a series&apos; id. Left empty, it is made from the title.
            </p>
            <input id="n-place" className={styles.input} name="place" maxLength={200} defaultValue={param(params, 'place')} aria-describedby="n-place-hint" />
          </div>
          <button type="submit" className={buttons.primary}>
            Create draft
          </button>
        </form>
      )}
    </div>
  );
}
