import Link from 'next/link';
import type { SecondaryNav as SecondaryNavData } from '@/content/article-schema';
import { HorizontalScroller } from './HorizontalScroller.client';
import styles from './SecondaryNav.module.css';

/** The secondary category bar: a branding title or image linking to a category, then the items, scrollable sideways. */
export function SecondaryNav({ nav, siteName }: { nav: SecondaryNavData; siteName: string }) {
  const { branding } = nav;
  return (
    <nav aria-label="Categories" className={styles.bar}>
      <div className={styles.inner}>
        {branding && (
          <Link href={branding.url} prefetch={false} className={styles.branding} style={branding.textColor ? { color: branding.textColor } : undefined}>
            {branding.imageSrc ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={branding.imageSrc} alt={branding.text || siteName} height="28" width="112" className={styles.brandingImage} />
            ) : (
              (branding.text ?? siteName)
            )}
          </Link>
        )}
        <HorizontalScroller>
          <ul className={styles.items}>
            {nav.items.map((item, i) => {
              const popoverId = `secondary-nav-${i}`;
              return (
                <li key={item.url + i} className={styles.item}>
                  <Link href={item.url} prefetch={false} className={styles.link}>
                    {item.title}
                  </Link>
                  {item.links && item.links.length > 0 && (
                    <>
                      {/* A native popover: it opens without JavaScript, sits above the scroll container and closes on Escape or an outside click. */}
                      <button
                        type="button"
                        className={styles.more}
                        popoverTarget={popoverId}
                        aria-label={`More in ${item.title}`}
                        style={{ ['--anchor' as string]: `--${popoverId}` }}
                      >
                        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                        </svg>
                      </button>
                      <div id={popoverId} popover="auto" className={styles.popover} style={{ ['--anchor' as string]: `--${popoverId}` }}>
                        <ul className={styles.subLinks} aria-label={item.title}>
                          {item.links.map((link, j) => (
                            <li key={link.url + j}>
                              <Link href={link.url} prefetch={false} title={link.title} target={link.target} rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}>
                                {link.label}
                                {link.target === '_blank' && <span className="visually-hidden"> (opens in a new tab)</span>}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </HorizontalScroller>
      </div>
    </nav>
  );
}
