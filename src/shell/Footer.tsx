import Link from 'next/link';
import type { NavigationDocument } from '@/content/article-schema';
import { classifyLink } from '@/features/links/classify';
import { linkScopeFor } from '@/features/links/scope';
import type { SiteConfig } from '@/sites';
import { DisclaimerAccordion } from './DisclaimerAccordion.client';
import { DemoNoticeFooter } from './demo-notice/DemoNotice';
import { footerLinksFor, privacySettingsLink, type FooterLink } from './footer-links';
import { socialLinksFor, type SocialLink } from './social-links';
import styles from './Footer.module.css';

const networkNames: Record<SocialLink['network'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  threads: 'Threads',
};

function NewTabLink({ href, title, children }: { href: string; title?: string; children: string }) {
  return (
    <a href={href} title={title} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function FooterNavLink({ link, site }: { link: FooterLink; site: SiteConfig }) {
  const kind = classifyLink(link.url, linkScopeFor(site.id)).kind;
  if (link.target === '_blank' || kind === 'outbound' || kind === 'affiliate') {
    return <NewTabLink href={link.url} title={link.title}>{link.label}</NewTabLink>;
  }
  return (
    <Link href={link.url} title={link.title} prefetch={false}>
      {link.label}
    </Link>
  );
}

interface FooterProps {
  site: SiteConfig;
  navigation: NavigationDocument | null;
  /** The privacy settings link's text for the reader's region (consent feature: privacyLinkLabel). */
  privacyLabel?: string;
}

export function Footer({ site, navigation, privacyLabel = privacySettingsLink.label }: FooterProps) {
  const links = footerLinksFor(navigation);
  const socialLinks = socialLinksFor(site.id, navigation);
  return (
    <footer className={styles.footer} data-site-footer="">
      <div className={styles.inner}>
        <p className={styles.brand}>{site.name}</p>
        <DemoNoticeFooter className={styles.demoNotice} />
        <nav aria-label="Footer">
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.url}>
                <FooterNavLink link={link} site={site} />
              </li>
            ))}
            <li>
              <a href={privacySettingsLink.url} data-privacy-settings="">
                {privacyLabel}
              </a>
            </li>
          </ul>
        </nav>
        {socialLinks.length > 0 && (
          <ul className={styles.list} aria-label={`${site.name} on social media`}>
            {socialLinks.map((link) => (
              <li key={link.url}>
                <NewTabLink href={link.url}>{networkNames[link.network]}</NewTabLink>
              </li>
            ))}
          </ul>
        )}
        <DisclaimerAccordion title="Medical disclaimer" className={styles.disclaimer}>
          <p>
            {site.name}’s articles are general information, not medical advice, diagnosis or treatment: talk to a
            qualified health professional about your own health.
          </p>
          <p>
            Never ignore professional advice or delay seeking it because of something you read here. If you think you may
            have a medical emergency, call your doctor or your local emergency number (911 in the US) right away.
          </p>
        </DisclaimerAccordion>
      </div>
    </footer>
  );
}
