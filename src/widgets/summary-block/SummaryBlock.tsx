import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import type { WidgetProps } from '../define';
import type { summaryBlockSchema } from './schema';
import styles from './SummaryBlock.module.css';

const defaultTitle = 'Bottom line';

export function SummaryBlock({ data }: WidgetProps<typeof summaryBlockSchema>) {
  return (
    <section className={styles.summary}>
      <h2 className={styles.title}>
        {data.title || defaultTitle}
      </h2>
      <EditorHtml className={styles.text} html={data.text} />
      {data.products.length > 0 && (
        <ul className={styles.products}>
          {data.products.map((product, i) => (
            <li key={i}>
              <ProductLink href={product.url} tracking={{ location: 'summary-block', name: product.name, brand: product.brand, position: i + 1 }}>
                {product.name}
              </ProductLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
