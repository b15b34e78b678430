import type { WidgetProps } from '../define';
import type { groupSchema } from './schema';
import styles from './Group.module.css';

const backgroundClass = { none: undefined, surface: styles.surface, 'brand-soft': styles.brandSoft } as const;

/**
 * A group of body nodes (spec "group"): a region named by its heading (or its label) when it has
 * one, else a plain wrapper. A group whose children all render nothing renders nothing.
 */
export function Group({ data, slots, context }: WidgetProps<typeof groupSchema>) {
  const content = slots?.[0];
  if (slots && (content === null || content === undefined)) return null;
  const { heading, label } = data;
  const headingId = `group-p${context.page}-${context.index}`;
  const className = [styles.group, backgroundClass[data.background]].filter(Boolean).join(' ');
  const children = (
    <>
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      )}
      <div className={styles.items}>{content}</div>
    </>
  );
  if (heading) {
    return (
      <section className={className} aria-labelledby={headingId}>
        {children}
      </section>
    );
  }
  if (label) {
    return (
      <section className={className} aria-label={label}>
        {children}
      </section>
    );
  }
  return <div className={className}>{children}</div>;
}
