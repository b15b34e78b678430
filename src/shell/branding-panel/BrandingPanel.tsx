import Link from 'next/link';
import type { BrandingPanel as BrandingPanelData } from '@/content/article-schema';
import { BrandingPanelToggle } from './BrandingPanelToggle.client';
import { brandingButtonLabel } from './visible-panel';
import styles from './BrandingPanel.module.css';

/**
 * The optional awareness/branding panel: a button in the header bar (its icon, and its label on wide
 * screens) that shows this server-rendered panel. The caller renders it only inside its schedule
 * (visible-panel.ts); the button also hides itself in a copy a shared cache kept past the end.
 */
export function BrandingPanel({ panel }: { panel: BrandingPanelData }) {
  return (
    <BrandingPanelToggle label={brandingButtonLabel(panel)} icon={panel.icon} endDate={panel.endDate}>
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
