'use client';

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { consentState, onConsentChange, saveChoice } from '../client';
import { decidedAttribute } from '../decided-script';
import { allGroups } from '../model';
import { openPrivacySettings } from '../settings-events';
import { useBottomBar } from '@/features/reader-chrome/use-bottom-bar';
import styles from './ConsentBanner.module.css';
import buttons from '@/components/Buttons.module.css';

/**
 * The GDPR banner, in every GDPR page (pages are cached for all readers): an inline script hides
 * it before paint when the cookies hold a choice, and the consent store decides after hydration.
 * A fixed overlay, so it shifts nothing when it shows or goes. Nothing optional runs until one of
 * the buttons is used. Without JavaScript the form posts the choice and comes back to
 * #consent-saved, which hides the banner on that page (CSS :target).
 */
export function ConsentBanner() {
  const titleId = useId();
  const [open, setOpen] = useState(true);
  // The first bar of the chrome budget: while it shows, no other bottom bar does. Its markup is the
  // server's (it works without JavaScript), so it only claims its place and is never hidden by it.
  const { ref } = useBottomBar('consent', open);

  useEffect(() => {
    const show = (decided: boolean) => {
      document.documentElement.toggleAttribute(decidedAttribute, decided);
      setOpen(!decided);
    };
    show(consentState().decided);
    return onConsentChange((state) => show(state.decided));
  }, []);

  if (!open) return null;
  return (
    <section ref={ref} className={styles.banner} aria-labelledby={titleId} data-consent-banner="">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            Your privacy choices
          </h2>
          <p>
            We use cookies and similar technology. Some are needed for the site to work. With your permission we also use
            them to measure visits, remember your settings, and show ads and social media content. You can change your
            choice at any time with &ldquo;Your privacy choices&rdquo; at the foot of every page. Read our{' '}
            <Link href="/privacy-policy" prefetch={false}>privacy policy</Link>.
          </p>
        </div>
        {/* Without JavaScript the form posts the choice to the server, which sets the same cookies. */}
        <form className={styles.actions} method="post" action="/api/consent/choice">
          <button
            type="submit"
            name="choice"
            value="accept-all"
            className={buttons.primary}
            onClick={(event) => {
              event.preventDefault();
              saveChoice(allGroups(true), { kind: 'accept-all' });
            }}
          >
            Accept all
          </button>
          <button
            type="submit"
            name="choice"
            value="reject-all"
            className={buttons.primary}
            onClick={(event) => {
              event.preventDefault();
              saveChoice(allGroups(false), { kind: 'reject-all' });
            }}
          >
            Reject all
          </button>
          <button type="button" className={`${buttons.secondary} ${styles.manage}`} aria-haspopup="dialog" onClick={openPrivacySettings}>
            Manage choices
          </button>
        </form>
      </div>
    </section>
  );
}
