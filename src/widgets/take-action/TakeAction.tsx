import { ContentLink } from '@/features/links/ContentLink';
import { widgetDomId, type WidgetProps } from '../define';
import { ctaLabel } from './cta';
import type { takeActionSchema } from './schema';
import styles from './TakeAction.module.css';

/** A static call-to-action box: no JavaScript. */
export function TakeAction({ data, context }: WidgetProps<typeof takeActionSchema>) {
  const headingId = widgetDomId(context, 'take-action');
  return (
    <section className={styles.takeAction} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {data.title}
      </h2>
      {data.text && <p className={styles.text}>{data.text}</p>}
      {data.steps.length > 0 && (
        <ol className={styles.steps}>
          {data.steps.map((step, index) => (
            <li key={index} className={styles.step}>
              {step}
            </li>
          ))}
        </ol>
      )}
      {data.cta && (
        <ContentLink href={data.cta.url} className={styles.button}>
          {ctaLabel(data.cta)}
        </ContentLink>
      )}
    </section>
  );
}
