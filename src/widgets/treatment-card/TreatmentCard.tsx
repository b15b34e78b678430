import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { hasVisibleContent } from '@/content/sanitize';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import { ctaLabel } from '@/widgets/kits/commerce/labels';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { WidgetProps } from '../define';
import type { treatmentCardSchema } from './schema';
import { ReadMore } from '@/widgets/kits/commerce/components/leaves';
import { TrackedDetails } from './leaves';
import {
  accordionTitles,
  accordionViewEvents,
  defaultSpecialistCtaText,
  recommendationColumns,
  showsSpecialist,
  treatmentLocation,
  treatmentSummary,
} from './treatment-rules';
import styles from './TreatmentCard.module.css';

const imageWidth = 80;

/**
 * A treatment option. The summary collapses when taller than 172px; "Recommended products" and
 * "Find a specialist" are native accordions that open and close independently. Opening one is
 * reported as a click by the page's TrackingListener and as views of what it shows by TrackedDetails.
 */
export function TreatmentCard({ data }: WidgetProps<typeof treatmentCardSchema>) {
  const { name, treatmentDescription, recommendedProducts, specialistCtaText, specialistCtaUrl, specialistDescription } = data;
  const sections = [
    ...(recommendedProducts.length > 0 ? (['products'] as const) : []),
    ...(showsSpecialist(data) ? (['specialist'] as const) : []),
  ];

  return (
    <article className={styles.treatmentCard} data-treatment-id={data.id}>
      <h2 className={styles.name}>{name}</h2>
      {treatmentDescription && hasVisibleContent(treatmentDescription) && (
        <ReadMore
          threshold={treatmentSummary.threshold}
          collapsedHeight={treatmentSummary.collapsedHeight}
          event={{ name, location: treatmentLocation, elementType: 'button' }}
          className={styles.summary}
        >
          <EditorHtml html={treatmentDescription} />
        </ReadMore>
      )}
      {sections.length > 0 && (
        <div className={styles.accordions}>
          {sections.map((section, index) => (
            <TrackedDetails
              key={section}
              className={styles.accordion}
              location={treatmentLocation}
              name={name}
              position={index + 1}
              views={accordionViewEvents(section, data, index + 1)}
              summaryClassName={styles.accordionTitle}
              summary={accordionTitles[section]}
            >
              {section === 'products' ? (
                <ul className={styles.products} data-columns={recommendationColumns}>
                  {recommendedProducts.map((product, i) => (
                    <li key={i} className={styles.product}>
                      {product.imgUrl && (
                        // eslint-disable-next-line @next/next/no-img-element
                        <img
                          className={styles.image}
                          src={proxiedImageSrc(product.imgUrl, imageWidth)}
                          alt=""
                          width={imageWidth}
                          height={imageWidth}
                          loading="lazy"
                        />
                      )}
                      <div className={styles.productText}>
                        <p className={styles.productName}>{product.name}</p>
                        {product.brand && <p className={styles.brand}>{product.brand}</p>}
                        <ProductLink
                          href={product.productCtaUrl}
                          className={styles.cta}
                          tracking={{
                            location: treatmentLocation,
                            name: product.name,
                            brand: product.brand,
                            productId: product.variantId,
                            variant: product.variantId,
                            position: i + 1,
                          }}
                        >
                          {ctaLabel({ ctaText: product.cta })}
                          <span className="visually-hidden">: {product.name}</span>
                        </ProductLink>
                      </div>
                    </li>
                  ))}
                </ul>
              ) : (
                <div className={styles.specialist}>
                  <EditorHtml html={specialistDescription ?? ''} />
                  <ProductLink
                    href={specialistCtaUrl!}
                    className={styles.cta}
                    tracking={{ location: treatmentLocation, name, position: index + 1, elementType: 'specialist-cta' }}
                  >
                    {specialistCtaText || defaultSpecialistCtaText}
                  </ProductLink>
                </div>
              )}
            </TrackedDetails>
          ))}
        </div>
      )}
    </article>
  );
}
