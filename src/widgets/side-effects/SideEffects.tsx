import { PrevalenceInfo } from '@/widgets/kits/side-effects/PrevalenceInfo';
import { TrackedAccordion } from '@/widgets/kits/accordion/TrackedAccordion';
import { SeverityNote } from '@/widgets/kits/side-effects/SeverityNote';
import { defaultTitle, emptyListText, listHeadings, prevalenceInfo, severities } from '@/widgets/kits/side-effects/texts';
import type { WidgetProps } from '../define';
import type { sideEffectsSchema } from './schema';
import styles from './SideEffects.module.css';

/**
 * The static side-effects list: the same data and texts as the explorer, both severities one
 * after the other, each effect a native <details> (keyboard and screen readers work without
 * script; opening one is tracked as an accordion by the page's tracking listener).
 */
export function SideEffects({ data, context }: WidgetProps<typeof sideEffectsSchema>) {
  const headingId = `side-effects-list-${context.page}-${context.index}`;
  const lists = { mild: data.mildSideEffects, severe: data.severeSideEffects };
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {data.title || defaultTitle}
      </h2>
      {severities.map((severity) => (
        <div key={severity} className={styles.group} data-severity={severity}>
          <h3 className={styles.groupHeading}>{listHeadings[severity]}</h3>
          <SeverityNote severity={severity} />
          {lists[severity].length === 0 ? (
            <p className={styles.empty}>{emptyListText[severity]}</p>
          ) : (
            <ul className={styles.list}>
              {lists[severity].map((effect, index) => {
                const hasBody = Boolean(effect.description || effect.url);
                const summary = (
                  <>
                    <span className={styles.name}>{effect.name}</span>
                    {effect.prevalence && (
                      <span className={styles.prevalence}>
                        <span className="visually-hidden">Prevalence: </span>
                        {effect.prevalence}
                      </span>
                    )}
                  </>
                );
                return (
                  <li key={index} className={styles.item}>
                    {hasBody ? (
                      <TrackedAccordion
                        className={styles.details}
                        tracking={{ location: 'side-effects', name: effect.name, position: index + 1 }}
                        summaryClassName={styles.summary}
                        summary={summary}
                      >
                        <div className={styles.body}>
                          {effect.description && <p>{effect.description}</p>}
                          {effect.url && (
                            <p>
                              <a href={effect.url}>
                                Learn more <span className="visually-hidden">about {effect.name}</span>
                              </a>
                            </p>
                          )}
                        </div>
                      </TrackedAccordion>
                    ) : (
                      <div className={styles.plain}>{summary}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ))}
      <details className={styles.info}>
        <summary className={styles.infoSummary}>{prevalenceInfo.button}</summary>
        <div className={styles.body}>
          <PrevalenceInfo />
        </div>
      </details>
    </section>
  );
}
