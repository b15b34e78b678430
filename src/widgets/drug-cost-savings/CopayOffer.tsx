import type { CopayDriver } from '@/features/savings/schema';
import { copayCtaText, copayHeader, copayInfoCards } from './texts';
import styles from './DrugCostSavings.module.css';

const safeHref = (url: string) => /^\/(?!\/)/.test(url) || /^https:\/\//.test(url);

/** Spec 2.1: the copay header and its three info cards, with the driver's link when it has one. */
export function CopayOffer({ driver, ctaText }: { driver: CopayDriver; ctaText?: string }) {
  const external = /^https:\/\//.test(driver.ctaUrl);
  const label = ctaText ?? copayCtaText;
  return (
    <div className={styles.copay} data-testid="copay-offer">
      <p className={styles.copayHeader}>{copayHeader(driver)}</p>
      <ul className={styles.infoCards}>
        {copayInfoCards(driver).map((card) => (
          <li key={card.title} className={styles.infoCard}>
            <p className={styles.infoTitle}>{card.title}</p>
            <p className={styles.infoText}>{card.text}</p>
          </li>
        ))}
      </ul>
      {safeHref(driver.ctaUrl) && (
        <a
          className={styles.copayCta}
          href={driver.ctaUrl}
          {...(external ? { target: '_blank', rel: 'sponsored noopener noreferrer', 'aria-label': `${label} (opens in a new tab)` } : {})}
        >
          {label}
        </a>
      )}
    </div>
  );
}
