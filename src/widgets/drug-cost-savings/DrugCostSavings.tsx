import type { DrugSavingsLoad } from '@/features/savings/schema';
import { DrugSavingsTool } from './leaves';
import type { WidgetProps } from '../define';
import { CopayOffer } from './CopayOffer';
import type { drugCostSavingsSchema } from './schema';
import { articleTitle, templateTitle, texts } from './texts';
import styles from './DrugCostSavings.module.css';

type Props = WidgetProps<typeof drugCostSavingsSchema, DrugSavingsLoad>;

/**
 * Spec (savings 2.1): the drug cost savings widget, for US visitors only. The article and template
 * variants render their interactive part (DrugSavingsTool) with the first prices already in the
 * HTML; the copay variant is static. The price tool is our own service, not an ad: only the copay
 * variant's manufacturer offer carries the ADVERTISEMENT label. The spec's optional ad slot
 * (showAd) is placed after the widget by src/widgets/plan-body.ts, never inside it.
 */
export function DrugCostSavings({ data, loaded, context }: Props) {
  // What the widget's loader (data.server.ts) loaded: undefined or missing shows the error text; not-us renders nothing.
  if (loaded?.status === 'not-us') return null;
  if (!loaded || loaded.status === 'missing') {
    return (
      <section className={styles.widget} data-testid="drug-cost-savings" data-state="missing">
        <p className={styles.errorText}>{texts.noPricing}</p>
      </section>
    );
  }

  const { initial } = loaded;
  const drug = initial.drug.name;
  const driver = initial.copayDriver;

  if (data.variant === 'copay') {
    return (
      <section className={styles.widget} data-testid="drug-cost-savings" data-variant="copay">
        <div className={styles.header}>
          <h2 className={styles.title}>
            {data.title ?? driver?.sectionTitle ?? templateTitle(drug)}
          </h2>
          {driver && <p className={styles.adLabel}>{texts.advertisement}</p>}
        </div>
        {driver ? (
          <>
            {(data.description ?? driver.sectionDescription) && <p className={styles.description}>{data.description ?? driver.sectionDescription}</p>}
            <CopayOffer driver={driver} ctaText={data.ctaText} />
          </>
        ) : (
          <p className={styles.unavailable}>{texts.unavailable}</p>
        )}
      </section>
    );
  }

  const title = data.variant === 'template' ? templateTitle(drug) : (data.title ?? articleTitle(drug));
  // The line under the title is the leaf's: its savings headline follows the cards it shows.
  return (
    <section className={styles.widget} data-testid="drug-cost-savings" data-variant={data.variant}>
      <div className={styles.header}>
        <h2 className={styles.title}>
          {title}
        </h2>
      </div>
      <DrugSavingsTool initial={initial} variant={data.variant} ctaText={data.ctaText} description={data.description} couponHeading={context.placements.couponHeading} />
    </section>
  );
}
