import Link from 'next/link';
import type { ReactNode } from 'react';
import { DiscountText } from '@/widgets/kits/commerce/components/DiscountText';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import { ctaLabel, formatPrice, highlightText, ratingLabel } from '@/widgets/kits/commerce/labels';
import { productTrackingAttributes, type ProductTracking } from '@/widgets/kits/commerce/product-tracking';
import { proxiedImageSrc } from '@/lib/proxied-image';
import { cardImageAlt, cardRating, ratingsCountText } from '@/widgets/product-card/rules';
import type { CompareProduct } from '@/widgets/kits/compare/products';
import type { CompareArticle, CompareProblem } from './compare-page.server';
import { CopyLink } from './CopyLink.client';
import styles from './CompareView.module.css';

/** Where compare events come from (Product Loaded/Viewed/Clicked location). */
export const compareLocation = 'compare';
const imageWidth = 200;

export const compareTitle = (a: CompareProduct, b: CompareProduct) => `Compare ${a.productName} and ${b.productName}`;

/** The message for each way a compare link can fail. */
export const compareProblemMessages: Record<CompareProblem, string> = {
  missing: 'This compare link does not say which article and which two products to compare.',
  malformed: 'This compare link is not valid. It may have been cut short or changed.',
  count: 'Choose exactly two products to compare.',
  duplicate: 'Choose two different products to compare.',
  'unknown-article': 'We can’t find the article these products come from.',
  'unknown-product': 'One or both of these products are no longer in the article.',
};

function BackLink({ article }: { article?: CompareArticle }) {
  return article ? (
    <Link href={article.canonicalPath} className={styles.back}>
      Back to {article.title}
    </Link>
  ) : (
    <Link href="/" className={styles.back}>
      Go to the homepage
    </Link>
  );
}

/** The message page for a compare link that cannot be shown. */
export function CompareProblemView({ problem, article }: { problem: CompareProblem; article?: CompareArticle }) {
  return (
    <div className={styles.page} data-compare-problem={problem}>
      <h1 className={styles.title}>We can’t show this comparison</h1>
      <p className={styles.message}>{compareProblemMessages[problem]}</p>
      <p>
        {article ? 'Go back to the article and pick two products from its compare list.' : 'Open an article with product reviews and pick two products from its compare list.'}
      </p>
      <p>
        <BackLink article={article} />
      </p>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <h3 className={styles.rowLabel}>{label}</h3>
      {children}
    </div>
  );
}

const notListed = <p className={styles.none}>Not listed</p>;

function ProductColumn({ product, position }: { product: CompareProduct; position: number }) {
  const { card } = product;
  const headingId = `compare-product-${position}`;
  const tracking: ProductTracking = {
    location: compareLocation,
    elementType: 'compare-card',
    name: product.productName,
    brand: product.productBrand,
    productId: product.pid,
    variant: product.variantId,
    position,
  };
  const cta = ctaLabel({ ctaText: card.ctaText, price: product.price, retailer: card.retailer });
  // The card's own rule: one rating (Overall when there is one), shown when the card shows it.
  const rating = card.rating !== undefined && !card.noProductRating ? cardRating(card) : undefined;
  return (
    <section className={styles.product} aria-labelledby={headingId} {...productTrackingAttributes('product', tracking)}>
      <div className={styles.head}>
        {card.imgSrc ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className={styles.image}
            src={proxiedImageSrc(card.imgSrc, imageWidth)}
            alt={cardImageAlt(card.imgAlt, card.productTitle)}
            width={imageWidth}
            height={imageWidth}
            style={card.bgColor ? { backgroundColor: card.bgColor } : undefined}
          />
        ) : (
          <div className={styles.noImage} aria-hidden="true" />
        )}
        {card.superlative && <p className={styles.superlative}>{card.superlative}</p>}
        <h2 id={headingId} className={styles.name}>
          {product.productName}
        </h2>
        {product.productBrand && <p className={styles.brand}>{product.productBrand}</p>}
        {card.isFeaturedPartner && <p className={styles.sponsored}>Featured partner</p>}
      </div>
      <Row label="Rating">
        {rating ? (
          <p className={styles.rating}>
            <strong>{rating.value.toFixed(1)}</strong> out of 5 <span className={styles.ratingLabel}>{ratingLabel(rating.value)}</span>
            {rating.count !== undefined && <span className={styles.count}> ({ratingsCountText(rating.count)})</span>}
          </p>
        ) : (
          notListed
        )}
      </Row>
      <Row label="Price">{product.price ? <p className={styles.price}>{formatPrice(product.price)}</p> : notListed}</Row>
      <Row label="Highlights">
        {card.highlights.length > 0 ? (
          <dl className={styles.highlights}>
            {card.highlights.map((h, i) => (
              <div key={i}>
                <dt>{h.label}</dt>
                <dd>
                  {h.linkUrl ? (
                    <ProductLink href={h.linkUrl} tracking={tracking}>
                      {highlightText(h.label, h.value) || h.label}
                    </ProductLink>
                  ) : (
                    highlightText(h.label, h.value)
                  )}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          notListed
        )}
      </Row>
      <Row label="Pros">
        {card.Pros.length > 0 ? (
          <ul className={styles.list}>
            {card.Pros.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        ) : (
          notListed
        )}
      </Row>
      <Row label="Cons">
        {card.Cons.length > 0 ? (
          <ul className={styles.list}>
            {card.Cons.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        ) : (
          notListed
        )}
      </Row>
      <Row label="Discount">{card.discount ? <DiscountText text={card.discount} /> : notListed}</Row>
      <div className={styles.cta}>
        <ProductLink href={card.ctaUrl} tracking={tracking} className={styles.ctaLink} aria-label={`${cta}: ${product.productName}`}>
          {cta}
        </ProductLink>
      </div>
    </section>
  );
}

/** Two products of an article side by side, row by row, with their calls to action and a way back. */
export function CompareView({ article, products }: { article: CompareArticle; products: [CompareProduct, CompareProduct] }) {
  const [a, b] = products;
  return (
    <div className={styles.page} data-compare-view="">
      <p>
        <BackLink article={article} />
      </p>
      <h1 className={styles.title}>{compareTitle(a, b)}</h1>
      <p className={styles.note}>
        From the article “{article.title}”. Prices and offers may change; we may earn a commission when you buy through links on this page.
      </p>
      <CopyLink />
      <div className={styles.grid}>
        <ProductColumn product={a} position={1} />
        <ProductColumn product={b} position={2} />
      </div>
      <p className={styles.footer}>
        <BackLink article={article} />
      </p>
    </div>
  );
}
