import type { WidgetProps } from '../define';
import type { oneTwoThreeSchema } from './schema';
import styles from './OneTwoThree.module.css';

/**
 * Numbered steps (spec "oneTwoThree"): an ordered list, so the numbers are in the semantics as
 * well as drawn; one column when narrow, the steps side by side once the block is 560px wide
 * (a container query, so a half-width row column keeps them stacked).
 */
export function OneTwoThree({ data, context }: WidgetProps<typeof oneTwoThreeSchema>) {
  const { title, steps } = data;
  const headingId = `steps-p${context.page}-${context.index}`;
  // Step titles are h3 under the block's own h2; without one they are not headings (no level is skipped).
  const StepTitle = title ? 'h3' : 'p';
  const list = (
    <ol className={`${styles.steps} ${styles[`count${steps.length}`] ?? ''}`}>
      {steps.map((step, i) => (
        <li key={i} className={styles.step}>
          {step.image && (
            // Our own small illustrations or https images at their intrinsic size: width/height reserve the space.
            // eslint-disable-next-line @next/next/no-img-element
            <img className={styles.image} src={step.image.src} alt={step.image.alt} width={step.image.width} height={step.image.height} loading="lazy" decoding="async" />
          )}
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <StepTitle className={styles.stepTitle}>{step.title}</StepTitle>
          {step.text && <p className={styles.text}>{step.text}</p>}
        </li>
      ))}
    </ol>
  );
  // Without a title the list stands on its own: no landmark, so several untitled blocks on a page never share a region name.
  if (!title) return <div className={styles.block}>{list}</div>;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {list}
    </section>
  );
}
