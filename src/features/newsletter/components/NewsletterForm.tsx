import { clientConfig } from '../server/context.server';
import NewsletterFields from './NewsletterFields.client';
import styles from './NewsletterForm.module.css';

interface Props {
  /** Where the form is placed, for the submitted event. */
  location?: string;
}

/** The embeddable sign-up form: rendered on the server with this visitor's settings (isEEA, lists, bot check). */
export async function NewsletterForm({ location = 'newsletter-embedded' }: Props) {
  const config = await clientConfig();
  return (
    <section className={styles.box} aria-labelledby={`newsletter-form-${location}`} data-newsletter-form="">
      <h2 id={`newsletter-form-${location}`} className={styles.title}>
        {config.title}
      </h2>
      <p className={styles.description}>{config.description}</p>
      <NewsletterFields config={config} location={location} />
    </section>
  );
}
