'use client';

import { useId, useReducer, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useOutsidePress } from '@/components/use-outside-press';
import { compareDropdownLayout, compareListLayout } from '../layout';
import { compareReady, compareReducer, initialCompareState, isSelected, maxCompareProducts, type CompareChoice } from '../reducer';
import { compareUrl } from '../url';
import styles from './CompareDropdown.module.css';

export const compareTexts = {
  toggle: 'Compare products',
  legend: 'Choose two products to compare',
  compare: 'COMPARE',
  clear: 'Clear',
  /** Shown (and announced) after closing with fewer than 2 chosen, until a product is picked. */
  error: 'Choose two products to compare.',
  /** Shown (and announced) when a third product is picked. */
  limit: `You can compare ${maxCompareProducts} products at a time. Uncheck one to choose another.`,
  chosen: (n: number) => `${n} of ${maxCompareProducts} chosen`,
} as const;

interface Props {
  /** The page's products, in body order (at least 2). */
  products: CompareChoice[];
  /** The article's canonical path, for the shareable compare link. */
  articlePath: string;
}

/**
 * The compare-products dropdown (spec savings accounts engagement 2.4, 4.5): a disclosure button
 * and a checklist of the page's products. At most 2 can be chosen; COMPARE links to the shareable
 * side-by-side view once exactly 2 are. Closing with fewer raises an error until a product is picked.
 * Escape closes and returns focus to the button; a click outside closes.
 */
export function CompareDropdown({ products, articlePath }: Props) {
  const id = useId();
  const panelId = `${id}-panel`;
  const [state, dispatch] = useReducer(compareReducer<CompareChoice>, undefined, initialCompareState<CompareChoice>);
  // The refused third pick is a message of this view, not a state of the selection.
  const [refused, setRefused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { open, selected, error } = state;
  const ready = compareReady(state);

  const close = () => {
    setRefused(false);
    dispatch({ type: 'close' });
  };
  useOutsidePress(rootRef, open, close);

  const clear = () => {
    setRefused(false);
    dispatch({ type: 'clear' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
    buttonRef.current?.focus();
  };

  const pick = (product: CompareChoice) => {
    const full = !isSelected(state, product.id) && selected.length >= maxCompareProducts;
    setRefused(full);
    dispatch({ type: 'toggle', product });
  };

  const layout = compareListLayout(products.length);
  const listStyle = {
    '--compare-columns': layout.columns,
    '--compare-rows': layout.rows,
    '--compare-column-width': `${compareDropdownLayout.columnWidth}px`,
    '--compare-gap': `${compareDropdownLayout.gap}px`,
    '--compare-row-height': `${compareDropdownLayout.rowHeight}px`,
    '--compare-list-width': `${layout.width}px`,
  } as CSSProperties;

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown} data-compare-dropdown="">
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : dispatch({ type: 'open' }))}
      >
        {compareTexts.toggle}
        <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} style={listStyle}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{compareTexts.legend}</legend>
          <div className={styles.list}>
            {products.map((product) => {
              const checked = isSelected(state, product.id);
              return (
                <label key={product.id} className={styles.option} data-checked={checked || undefined}>
                  <input type="checkbox" className={styles.checkbox} checked={checked} onChange={() => pick(product)} value={product.id} />
                  <span className={styles.optionName}>{product.productName}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <p className={styles.status} role="status">
          {compareTexts.chosen(selected.length)}
          {refused && (
            <>
              {' '}
              <span className={styles.limit}>{compareTexts.limit}</span>
            </>
          )}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.clear} onClick={clear}>
            {compareTexts.clear}
          </button>
          {ready ? (
            <a className={styles.compare} href={compareUrl(articlePath, selected.map((p) => p.id))} data-compare-link="">
              {compareTexts.compare}
            </a>
          ) : (
            <button type="button" className={styles.compare} disabled>
              {compareTexts.compare}
            </button>
          )}
        </div>
      </div>
      <div role="alert">
        {error && <p className={styles.error}>{compareTexts.error}</p>}
      </div>
    </div>
  );
}
