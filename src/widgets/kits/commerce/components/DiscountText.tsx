import { formatDiscount } from '../discount';
import styles from './DiscountText.module.css';

/** Discount text with promo codes as code spans and amounts in bold; unformatted when it cannot be split. */
export function DiscountText({ text, className }: { text: string; className?: string }) {
  const parts = formatDiscount(text);
  return (
    <p className={className ? `${styles.discount} ${className}` : styles.discount}>
      {parts
        ? parts.map((part, i) =>
            part.kind === 'code' ? (
              <code key={i} className={styles.code}>
                {part.text}
              </code>
            ) : part.kind === 'amount' ? (
              <strong key={i}>{part.text}</strong>
            ) : (
              part.text
            ),
          )
        : text}
    </p>
  );
}
