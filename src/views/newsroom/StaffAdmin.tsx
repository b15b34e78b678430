import buttons from '@/components/Buttons.module.css';
import { roleLabels, staffRoles } from '@/features/staff/roles';
import type { StaffMember } from '@/features/staff/server/staff.server';
import styles from './Newsroom.module.css';

/** One person's form: name, credentials and role checkboxes (admins only). New people are added by email. */
function PersonForm({ person, index }: { person: StaffMember | null; index: number }) {
  const id = (name: string) => `s${index}-${name}`;
  return (
    <form method="post" action="/newsroom/staff/save" className={`${styles.card} ${styles.stack}`} aria-labelledby={id('title')}>
      <h2 id={id('title')}>{person ? person.name : 'Add a person'}</h2>
      {person ? (
        <input type="hidden" name="email" value={person.email} />
      ) : (
        <div className={styles.field}>
          <label htmlFor={id('email')}>Email (as the staff sign-in knows it)</label>
          <input id={id('email')} className={styles.input} name="email" type="email" required maxLength={254} />
        </div>
      )}
      {person && <p className={styles.muted}>{person.email}</p>}
      <div className={styles.field}>
        <label htmlFor={id('name')}>Name</label>
        <input id={id('name')} className={styles.input} name="name" required maxLength={120} defaultValue={person?.name} />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('credentials')}>Credentials (shown after a reviewer&apos;s name, e.g. MD)</label>
        <input id={id('credentials')} className={styles.input} name="credentials" maxLength={60} defaultValue={person?.credentials ?? ''} />
      </div>
      <fieldset>
        <legend className={styles.label}>Roles</legend>
        {staffRoles.map((role) => (
          <label key={role} className={styles.actions}>
            <input type="checkbox" name="roles" value={role} defaultChecked={person?.roles.includes(role)} /> {roleLabels[role]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={buttons.primary}>
        {person ? `Save ${person.name}` : 'Add'}
      </button>
    </form>
  );
}

export function StaffAdmin({ staff, message, error }: { staff: StaffMember[]; message?: string; error?: string }) {
  return (
    <>
      <h1 className={styles.title}>Staff and roles</h1>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {message && <p role="status">{message}</p>}
      <p className={styles.muted}>Roles take effect at the person&apos;s next request. Every change is in the audit log.</p>
      <div className={styles.stack}>
        <PersonForm person={null} index={0} />
        {staff.map((person, i) => (
          <PersonForm key={person.email} person={person} index={i + 1} />
        ))}
      </div>
    </>
  );
}
