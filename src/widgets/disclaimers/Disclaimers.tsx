import type { WidgetProps } from '../define';
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
      <details
        className={styles.vetting}
        data-track="accordion"
        data-track-location="disclaimers"
        data-track-name={vettingTitle}
        data-track-position={context.index + 1}
      >
        <summary className={styles.summary}>{vettingTitle}</summary>
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
      </details>
    </div>
  );
}
