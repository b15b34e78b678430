import type { MouseEvent } from 'react';
import { cardAddress, cardName } from './card-text';
import type { PriceCardEntry } from './price-cards';
import { PharmacyLogo } from './PharmacyLogo';
import { texts } from './texts';
import styles from './DrugCostSavings.module.css';

interface Props {
  card: PriceCardEntry;
  ctaText: string;
  onCoupon: (card: PriceCardEntry, event: MouseEvent<HTMLButtonElement>) => void;
}

/** Spec 2.2: one pharmacy's price. Long names and addresses are cut; the full text stays in the button's name and a tooltip. */
export function PriceCard({ card, ctaText, onCoupon }: Props) {
  const { name, logo, location } = card.retailer;
  return (
    <li className={styles.card} data-testid="price-card" data-lowest={card.isLowestPrice ? '' : undefined}>
      <div className={styles.cardTop}>
        <PharmacyLogo src={logo} className={styles.logo} size={48} />
        <div className={styles.pharmacy}>
          <h3 className={styles.pharmacyName} title={name}>
            {cardName(name)}
          </h3>
          <p className={styles.address} title={location.addressLine1}>
            {cardAddress(location.addressLine1)}
          </p>
        </div>
        {card.isLowestPrice && <span className={styles.badge}>{texts.bestPrice}</span>}
      </div>
      <div className={styles.prices}>
        <p className={styles.price}>
          <span className="visually-hidden">Price with coupon: </span>
          {card.price.display}
        </p>
        {card.retailPrice && (
          <p className={styles.retail} data-retail-price="">
            <span className="visually-hidden">Retail price: </span>
            <s>{card.retailPrice.display}</s>
          </p>
        )}
        {card.percentSavings !== null && card.percentSavings > 0 && <p className={styles.savings}>Save {card.percentSavings}%</p>}
      </div>
      <button type="button" className={styles.couponButton} aria-haspopup="dialog" onClick={(event) => onCoupon(card, event)}>
        {ctaText}
        <span className="visually-hidden">
          : {name}, {location.addressLine1}
        </span>
      </button>
    </li>
  );
}
