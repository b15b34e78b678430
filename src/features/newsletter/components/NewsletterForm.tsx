import type { SiteId } from '@/sites';
import type { RegionClass } from '@/lib/page-key';
import { clientConfig } from '../server/context.server';
import NewsletterFields from './NewsletterFields.client';
import styles from './NewsletterForm.module.css';

interface Props {
  site: SiteId;
  /** The page's region class: the consent box shows in the GDPR class (the EEA, and stricter for the UK and Switzerland). */
  region: RegionClass;
  /** Where the form is placed, for the submitted event. */
  location?: string;
}

/** The embeddable sign-up form: rendered on the server with the page's settings (consent box by region class, lists, bot check). */
export function NewsletterForm({ site, region, location = 'newsletter-embedded' }: Props) {
  const config = clientConfig(site, region === 'gdpr');
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
