import Link from 'next/link';
import type { BrandingPanel as BrandingPanelData } from '@/content/article-schema';
import { BrandingPanelToggle } from './BrandingPanelToggle.client';
import styles from './BrandingPanel.module.css';

/** The optional awareness/branding panel: an icon button in the header bar that shows this server-rendered panel. */
export function BrandingPanel({ panel }: { panel: BrandingPanelData }) {
  return (
    <BrandingPanelToggle label={panel.title} icon={panel.icon}>
      <div className={styles.inner}>
        <div className={styles.intro}>
          {panel.logo && (
            // Decorative: the title under it names the campaign.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={panel.logo} alt="" height="48" width="144" className={styles.logo} />
          )}
          <p className={styles.title}>{panel.title}</p>
          {panel.text.map((paragraph, i) => (
            <p key={i} className={styles.text}>
              {paragraph}
            </p>
          ))}
          {panel.partner && (
            <p className={styles.partner}>
              <span>{panel.partner.label}</span>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={panel.partner.logo} alt="" height="40" width="120" />
            </p>
          )}
        </div>
        <div className={styles.column}>
          <p className={styles.columnTitle} id="branding-panel-column">
            {panel.column.title}
          </p>
          <ul className={styles.links} aria-labelledby="branding-panel-column">
            {panel.column.links.map((link, i) => (
              <li key={link.url + i}>
                <Link href={link.url} prefetch={false} className={styles.link}>
                  {link.image && (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={link.image} alt="" width="64" height="64" loading="lazy" className={styles.image} />
                  )}
                  <span>{link.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </BrandingPanelToggle>
  );
}
