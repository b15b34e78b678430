import type { NewsletterSubscription } from './account-api';
import { formatDate, newsletterListNames, siteName, subscriptionStatus } from './format';
import { Section } from './Section';
import styles from './AccountPage.module.css';

/** Newsletter subscriptions of the account's email address, on every site. */
export function NewslettersSection({ subscriptions }: { subscriptions: NewsletterSubscription[] }) {
  return (
    <Section title="Newsletters">
      {subscriptions.length === 0 ? (
        <p className={styles.muted}>You have no newsletter subscriptions.</p>
      ) : (
        <ul className={styles.list}>
          {subscriptions.map((s, index) => {
            const lists = newsletterListNames(s.site, s.lists);
            return (
              <li key={`${s.site}-${index}`} className={styles.item}>
                <div className={styles.itemMain}>
                  <p className={styles.itemTitle}>{lists.length > 0 ? lists.join(', ') : 'Newsletter'}</p>
                  <p>
                    {siteName(s.site)}: {subscriptionStatus(s.status)}
                  </p>
                  <p className={styles.small}>Signed up {formatDate(s.subscribedAt)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
