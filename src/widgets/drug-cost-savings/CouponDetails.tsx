import { couponCodes } from '@/features/savings/coupon-text';
import type { CouponData } from './coupon';
import { PharmacyLogo } from './PharmacyLogo';
import styles from './CouponModal.module.css';

/** Spec "Coupon data": the pharmacy, the drug and its price, and the codes the pharmacist types in. */
export function CouponDetails({ coupon }: { coupon: CouponData }) {
  const { pricingInformation: pricing, dosageInformation: dosage, couponInformation: codes, retailerInformation: retailer } = coupon;
  return (
    <div className={styles.coupon} data-testid="coupon-details">
      <div className={styles.couponTop}>
        <PharmacyLogo src={retailer.logo.imageSrc} className={styles.logo} size={40} />
        <p className={styles.retailer}>{retailer.name}</p>
      </div>
      <p className={styles.drug}>{pricing.drugName}</p>
      <p className={styles.dosage}>
        {dosage.dosage}, {dosage.quantity}
        <span className={styles.manufacturer}> · {dosage.manufacturer}</span>
      </p>
      <p className={styles.couponPrice}>
        <span className="visually-hidden">Price with coupon: </span>
        {pricing.discountedPrice}
        {pricing.retailPrice && (
          <>
            {' '}
            <s className={styles.couponRetail}>
              <span className="visually-hidden">Retail price: </span>
              {pricing.retailPrice}
            </s>
          </>
        )}
        {pricing.percentSavings !== null && pricing.percentSavings > 0 && <span className={styles.couponSavings}> Save {pricing.percentSavings}%</span>}
      </p>
      <dl className={styles.codes}>
        {couponCodes(codes).map(({ key, label, value }) => (
          <div key={key} className={styles.code}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
