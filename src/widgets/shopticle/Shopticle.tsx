import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { DiscountText } from '@/widgets/kits/commerce/components/DiscountText';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import { productTrackingAttributes, type ProductTracking } from '@/widgets/kits/commerce/product-tracking';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { WidgetProps } from '../define';
import { shopticleCta } from './offer';
import type { ShopticleData, shopticleSchema } from './schema';
import styles from './Shopticle.module.css';

const defaultImageAlt = 'preview';
const imageWidths = { list: 200, table: 120 } as const;

function ProductImage({ image, cardType }: { image: NonNullable<ShopticleData['image']>; cardType: ShopticleData['cardType'] }) {
  const shown = imageWidths[cardType];
  const height = image.width && image.height ? Math.round((shown * image.height) / image.width) : shown;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- proxied at 2.1x; next/image would add nothing here
    <img
      className={styles.image}
      src={proxiedImageSrc(image.url, shown)}
      alt={image.alt || defaultImageAlt}
      width={shown}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

export function Shopticle({ data }: WidgetProps<typeof shopticleSchema>) {
  const cta = shopticleCta(data);
  const tracking: ProductTracking = { location: 'shopticle', name: data.name, brand: data.brand, productId: data.id };
  const isTable = data.cardType === 'table';

  const heading = (
    <>
      {data.brand && <p className={styles.brand}>{data.brand}</p>}
      <h2 className={styles.name}>
        {data.name}
      </h2>
    </>
  );
  const action = (
    <div className={styles.action}>
      {cta.discountText && <DiscountText text={cta.discountText} />}
      <ProductLink href={cta.href} tracking={tracking} className={styles.cta}>
        {cta.label}
      </ProductLink>
    </div>
  );

  return (
    <article
      className={[styles.shopticle, isTable ? styles.table : styles.list, !data.image && styles.noImage].filter(Boolean).join(' ')}
      data-card-type={data.cardType}
      {...productTrackingAttributes('product', tracking)}
    >
      {data.image && <ProductImage image={data.image} cardType={data.cardType} />}
      <div className={styles.main}>
        {heading}
        {data.summary && <EditorHtml className={styles.summary} html={data.summary} />}
        {data.specs.length > 0 &&
          (isTable ? (
            <table className={styles.specsTable}>
              <caption className="visually-hidden">{`${data.name} specifications`}</caption>
              <tbody>
                {data.specs.map((spec, i) => (
                  <tr key={i}>
                    <th scope="row">{spec.title}</th>
                    <td>{spec.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <ul className={styles.specsList}>
              {data.specs.map((spec, i) => (
                <li key={i}>
                  <strong>{spec.title}:</strong> {spec.text}
                </li>
              ))}
            </ul>
          ))}
      </div>
      {action}
    </article>
  );
}
