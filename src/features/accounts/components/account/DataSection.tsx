import { useRef } from 'react';
import buttons from '@/components/Buttons.module.css';
import { downloadHref } from './account-api';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { Section } from './Section';
import styles from './AccountPage.module.css';

/** The export (everything above as a JSON file) and account deletion. */
export function DataSection({ onDeleted }: { onDeleted: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  return (
    <Section title="Your data">
      <p className={styles.lead}>Download everything we hold about you, as one file.</p>
      <p>
        <a className={styles.downloadLink} href={downloadHref} download>
          Download your data (JSON)
        </a>
      </p>
      <p className={styles.lead}>Deleting your account removes everything on this page from every Wellread site.</p>
      <button ref={openRef} type="button" className={`${buttons.secondary} ${styles.danger}`} aria-haspopup="dialog" onClick={() => dialogRef.current?.showModal()}>
        Delete your account
      </button>
      <DeleteAccountDialog dialogRef={dialogRef} returnFocusRef={openRef} onDeleted={onDeleted} />
    </Section>
  );
}
