import type { WidgetProps } from '../define';
import { TrackedAccordion } from '@/widgets/kits/accordion/TrackedAccordion';
import { combinedIntro, disclaimerView, partnerSentence, selectionPath, vettingPath, vettingTitle } from './disclaimer';
import type { disclaimersSchema } from './schema';
import styles from './Disclaimers.module.css';

function LearnMore() {
  return (
    <>
      {' '}
      <a href={vettingPath} className={styles.link}>
        Learn more.
      </a>
    </>
  );
}

export function Disclaimers({ data, context }: WidgetProps<typeof disclaimersSchema>) {
  const view = disclaimerView(data.affiliates, context.canonicalPath);
  if (!view) return null;

  return (
    <div className={styles.disclaimer} data-disclaimer={view.layout}>
      {view.layout === 'list' ? (
        <>
          <p className={styles.text}>
            {combinedIntro}
            <LearnMore />
          </p>
          <ul className={styles.partners}>
            {view.partners.map((partner) => (
              <li key={partner}>{partner}</li>
            ))}
          </ul>
        </>
      ) : (
        view.partners.map((partner, index) => (
          <p key={partner} className={styles.text}>
            {partnerSentence(partner)}
            {index === view.partners.length - 1 && <LearnMore />}
          </p>
        ))
      )}
      <TrackedAccordion
        className={styles.vetting}
        tracking={{ location: 'disclaimers', name: vettingTitle, position: context.index + 1 }}
        summaryClassName={styles.summary}
        summary={vettingTitle}
      >
        <div className={styles.vettingBody}>
          <p className={styles.text}>
            Before we mention a brand or product, our team checks its health claims against the evidence, looks for warning letters,
            lawsuits and recalls, and reviews how the company does business. Partners we earn from go through the same checks.
          </p>
          <ul className={styles.vettingLinks}>
            <li>
              <a href={vettingPath} className={styles.link}>
                Our brand and product vetting
              </a>
            </li>
            <li>
              <a href={selectionPath} className={styles.link}>
                How we select products
              </a>
            </li>
          </ul>
        </div>
      </TrackedAccordion>
    </div>
  );
}
