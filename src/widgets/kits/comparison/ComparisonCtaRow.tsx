import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import type { ProductTracking } from '@/widgets/kits/commerce/product-tracking';
import styles from './ComparisonCtaRow.module.css';

/** One column's call to action; `name` (the column's) follows the label for screen readers. */
export interface ComparisonCta {
  href: string;
  text: string;
  name?: string;
  tracking: ProductTracking;
}

interface Props {
  /** One entry per column, `undefined` where a column has no link. */
  ctas: readonly (ComparisonCta | undefined)[];
  /** Class of the empty cell under the row headers. */
  leadClassName?: string;
  cellClassName?: string;
  linkClassName?: string;
}

/** The table foot of product links, one cell per column; nothing when no column has a link. */
export function ComparisonCtaRow({ ctas, leadClassName, cellClassName, linkClassName = styles.cta }: Props) {
  if (!ctas.some(Boolean)) return null;
  return (
    <tfoot>
      <tr>
        <td className={leadClassName} />
        {ctas.map((cta, index) => (
          <td key={index} className={cellClassName}>
            {cta && (
              <ProductLink href={cta.href} className={linkClassName} tracking={cta.tracking}>
                {cta.text}
                {cta.name && <span className="visually-hidden">: {cta.name}</span>}
              </ProductLink>
            )}
          </td>
        ))}
      </tr>
    </tfoot>
  );
}
