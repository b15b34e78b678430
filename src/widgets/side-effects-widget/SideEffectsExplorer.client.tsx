'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { trackElement } from '@/features/analytics/typed-events';
import { PrevalenceInfo } from '@/widgets/kits/side-effects/PrevalenceInfo';
import type { SideEffect } from '@/widgets/kits/side-effects/schema';
import { SeverityNote } from '@/widgets/kits/side-effects/SeverityNote';
import { tabIndexAfterKey } from '@/widgets/kits/side-effects/tabs';
import { emptyListText, listHeadings, prevalenceInfo, severities, tabLabels, type Severity } from '@/widgets/kits/side-effects/texts';
import styles from './SideEffectsWidget.module.css';

export interface SideEffectsExplorerProps {
  mild: SideEffect[];
  severe: SideEffect[];
  /** Unique per widget on the page: the tabs, panels and dialog take their ids from it. */
  idBase: string;
}

const location = 'side-effects-widget';

/** Where focus goes after the next render: the detail's heading, or back to an effect's button. */
type PendingFocus = { to: 'detail' } | { to: 'effect'; index: number } | null;

/**
 * The side-effects explorer (spec article blocks 4): a Mild and a Severe tab (WAI-ARIA tabs,
 * automatic activation, starting on Mild); changing the tab clears the selected effect; an effect
 * opens its detail with a Back control that returns focus to it; the prevalence modal opens from
 * the info button and closes by its button, Escape or the backdrop, focus back on the button.
 */
export function SideEffectsExplorer({ mild, severe, idBase }: SideEffectsExplorerProps) {
  const lists: Record<Severity, SideEffect[]> = { mild, severe };
  const [tab, setTab] = useState<Severity>('mild');
  const [selected, setSelected] = useState<number | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const effectRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const detailHeadingRef = useRef<HTMLHeadingElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const infoButtonRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (pending?.to === 'detail') detailHeadingRef.current?.focus();
    else if (pending?.to === 'effect') effectRefs.current[pending.index]?.focus();
  });

  const selectTab = (next: Severity) => {
    if (next !== tab) trackElement('Clicked', { elementType: 'tab', location, name: next, text: tabLabels[next] });
    setTab(next);
    // Spec: selecting a tab clears the selected effect.
    setSelected(null);
  };

  // The keys move from the tab they were pressed on, not from the last rendered selection: two
  // keys pressed before React has rendered the first one's change still go where the reader means.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const next = tabIndexAfterKey(event.key, from, severities.length);
    if (next === null) return;
    event.preventDefault();
    selectTab(severities[next]!);
    tabRefs.current[next]?.focus();
  };

  const openEffect = (index: number) => {
    const effect = lists[tab][index];
    if (!effect) return;
    trackElement('Clicked', { elementType: 'side-effect', location, name: effect.name, category: tab, position: index + 1, actionOutcome: 'open' });
    pendingFocus.current = { to: 'detail' };
    setSelected(index);
  };

  const back = () => {
    if (selected === null) return;
    pendingFocus.current = { to: 'effect', index: selected };
    setSelected(null);
  };

  const openInfo = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    trackElement('Clicked', { elementType: 'button', location, name: 'prevalence-info', text: prevalenceInfo.button, actionOutcome: 'open' });
    dialog.showModal();
  };

  const id = (part: string) => `${idBase}-${part}`;

  return (
    <div className={styles.explorer} data-side-effects-explorer="">
      <div className={styles.bar}>
        <div role="tablist" aria-label="Side effects by severity" className={styles.tablist}>
          {severities.map((severity, index) => (
            <button
              key={severity}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={id(`tab-${severity}`)}
              aria-selected={tab === severity}
              aria-controls={id(`panel-${severity}`)}
              tabIndex={tab === severity ? 0 : -1}
              className={styles.tab}
              onClick={() => selectTab(severity)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {tabLabels[severity]}
              <span className={styles.count}> ({lists[severity].length})</span>
            </button>
          ))}
        </div>
        <button ref={infoButtonRef} type="button" className={styles.infoButton} aria-haspopup="dialog" onClick={openInfo}>
          <span aria-hidden="true" className={styles.infoIcon}>
            i
          </span>
          {prevalenceInfo.button}
        </button>
      </div>

      {severities.map((severity) => {
        const effects = lists[severity];
        const active = tab === severity;
        const detail = active && selected !== null ? effects[selected] : undefined;
        return (
          <div
            key={severity}
            role="tabpanel"
            id={id(`panel-${severity}`)}
            aria-labelledby={id(`tab-${severity}`)}
            hidden={!active}
            className={styles.panel}
            data-severity={severity}
          >
            <h3 className={styles.panelHeading}>{listHeadings[severity]}</h3>
            <SeverityNote severity={severity} />
            {detail ? (
              <div className={styles.detail} data-effect-detail="">
                <h3 ref={detailHeadingRef} tabIndex={-1} className={styles.detailName}>
                  {detail.name}
                </h3>
                {detail.prevalence && (
                  <p className={styles.detailPrevalence}>
                    <strong>Prevalence:</strong> {detail.prevalence}
                  </p>
                )}
                {detail.description && <p className={styles.detailDescription}>{detail.description}</p>}
                {detail.url && (
                  <p>
                    <a href={detail.url} className={styles.learnMore}>
                      Learn more <span className="visually-hidden">about {detail.name}</span>
                    </a>
                  </p>
                )}
                <button type="button" className={styles.back} onClick={back}>
                  <span aria-hidden="true">← </span>Back to {listHeadings[severity].toLowerCase()}
                </button>
              </div>
            ) : effects.length === 0 ? (
              <p className={styles.empty}>{emptyListText[severity]}</p>
            ) : (
              <ul className={styles.list}>
                {effects.map((effect, index) => (
                  <li key={index} className={styles.item}>
                    <button
                      ref={(node) => {
                        if (active) effectRefs.current[index] = node;
                      }}
                      type="button"
                      className={styles.effect}
                      onClick={() => (active ? openEffect(index) : undefined)}
                    >
                      <span className={styles.effectName}>{effect.name}</span>
                      {effect.prevalence && <span className={styles.effectPrevalence}>{effect.prevalence}</span>}
                      <span aria-hidden="true" className={styles.chevron}>
                        ›
                      </span>
                    </button>
                    {/* Shown only without script, where the buttons cannot open the detail. */}
                    {effect.description && <p className={styles.noScriptDescription}>{effect.description}</p>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}

      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={id('prevalence-title')}
        onClose={() => infoButtonRef.current?.focus()}
        onClick={(event) => {
          if (event.target === dialogRef.current) dialogRef.current.close();
        }}
      >
        <div className={styles.dialogPanel}>
          <div className={styles.dialogTop}>
            <h2 id={id('prevalence-title')} className={styles.dialogTitle}>
              {prevalenceInfo.title}
            </h2>
            <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label="Close">
              ×
            </button>
          </div>
          <PrevalenceInfo />
        </div>
      </dialog>
    </div>
  );
}
