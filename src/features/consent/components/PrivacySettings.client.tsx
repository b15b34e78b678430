'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { categoryTexts } from '../categories';
import { consentState, saveChoice } from '../client';
import { allGroups, categoryIds, type ConsentCategory, type ConsentGroups } from '../model';
import type { ChoiceKind } from '../record';
import styles from './PrivacySettings.module.css';
import buttons from '@/components/Buttons.module.css';
import dialogStyles from '@/components/ModalDialog.module.css';

/**
 * The privacy preferences: a native modal dialog (focus moves in and stays in, Escape closes) with
 * the five categories. Strictly necessary is always on. With Global Privacy Control, targeting is
 * off and cannot be turned on here: the browser's signal wins.
 */
export default function PrivacySettings({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const initial = consentState();
  const [groups, setGroups] = useState<ConsentGroups>(initial.groups);
  const gpcLocksTargeting = initial.gpc;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  function save(chosen: ConsentGroups, kind: ChoiceKind) {
    const { reloads } = saveChoice(chosen, { kind });
    if (!reloads) ref.current?.close();
  }

  const toggle = (id: ConsentCategory, on: boolean) => setGroups((g) => ({ ...g, [id]: on }));

  return (
    <dialog
      ref={ref}
      className={`${dialogStyles.dialog} ${styles.wide}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className={dialogStyles.panel}>
        <div className={dialogStyles.top}>
          <h2 id={titleId} className={dialogStyles.title}>
            Privacy preferences
          </h2>
          <button type="button" className={buttons.close} onClick={() => ref.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        <p className={styles.intro}>
          Choose which cookies and similar technology we may use. Your choice applies to this browser and you can change
          it here at any time. <Link href="/privacy-policy" prefetch={false}>Privacy policy</Link>
        </p>
        <ul className={styles.list}>
          {categoryIds.map((id) => {
            const text = categoryTexts[id];
            const descriptionId = `${titleId}-${id}`;
            const locked = id === 'strictly-necessary' || (id === 'targeting' && gpcLocksTargeting);
            return (
              <li key={id} className={styles.item}>
                <div className={styles.row}>
                  <input
                    id={`${titleId}-${id}-input`}
                    type="checkbox"
                    role="switch"
                    className={styles.switch}
                    checked={id === 'targeting' && gpcLocksTargeting ? false : groups[id]}
                    disabled={locked}
                    aria-describedby={descriptionId}
                    onChange={(event) => toggle(id, event.target.checked)}
                    data-category={id}
                  />
                  <label htmlFor={`${titleId}-${id}-input`} className={styles.name}>
                    {text.name}
                  </label>
                  {id === 'strictly-necessary' && <span className={styles.always}>Always on</span>}
                </div>
                <p id={descriptionId} className={styles.description}>
                  {text.description}
                  {id === 'targeting' && gpcLocksTargeting && (
                    <> Your browser sends Global Privacy Control, which we honour as an opt-out of sale and sharing, so this stays off.</>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} onClick={() => save(groups, 'custom')}>
            Save choices
          </button>
          <button type="button" className={buttons.secondary} onClick={() => save(allGroups(true), 'accept-all')}>
            Accept all
          </button>
          <button type="button" className={buttons.secondary} onClick={() => save(allGroups(false), 'reject-all')}>
            Reject all
          </button>
        </div>
      </div>
    </dialog>
  );
}
