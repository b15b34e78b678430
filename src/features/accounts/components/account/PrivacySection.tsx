import type { ConsentRecordSummary } from './account-api';
import { consentGroupsOn, formatDateTime, regimeName, siteName } from './format';
import { Section } from './Section';
import styles from './AccountPage.module.css';

/** The privacy (consent) choices made in browsers the member signed in with. */
export function PrivacySection({ records }: { records: ConsentRecordSummary[] }) {
  return (
    <Section title="Privacy choices">
      {records.length === 0 ? (
        <p className={styles.muted}>No privacy choices are linked to your account. We link the choice made in a browser when you sign in with it.</p>
      ) : (
        <>
          <p className={styles.lead}>The privacy choices made in browsers you signed in with, as we recorded them. You can change your choice at any time with the privacy link at the foot of every page.</p>
          <ul className={styles.list}>
            {records.map((record, index) => {
              const on = consentGroupsOn(record.choice);
              return (
                <li key={`${record.consentId}-${record.recordedAt}-${index}`} className={styles.item}>
                  <div className={styles.itemMain}>
                    <p className={styles.itemTitle}>
                      {siteName(record.site)}, {formatDateTime(record.recordedAt)}
                    </p>
                    <p>Turned on: {on.length > 0 ? on.join(', ') : 'nothing recorded'}</p>
                    <p className={styles.small}>
                      {regimeName(record.regime)}
                      {record.gpc ? '; your browser sent a Global Privacy Control signal' : ''}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Section>
  );
}
