import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { searchBlockTypes, type BlockType } from './catalogue';
import { Dialog } from './Dialog';
import styles from './BlockPicker.module.css';

/**
 * The block picker: a search box over every block type (a combobox with its list always shown);
 * arrow keys move, Enter picks, Escape closes, a click picks.
 */
export function BlockPicker({ types, onPick, onClose, where }: { types: readonly BlockType[]; onPick: (format: string) => void; onClose: () => void; where: string }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const shown = useMemo(() => searchBlockTypes(types, query), [types, query]);
  const current = Math.min(active, Math.max(0, shown.length - 1));
  const optionId = (i: number) => `${id}-option-${i}`;

  const move = (to: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, to));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(current + 1),
      ArrowUp: () => move(current - 1),
      PageDown: () => move(current + 8),
      PageUp: () => move(current - 8),
      Enter: () => shown[current] && onPick(shown[current]!.format),
    };
    const run = keys[event.key];
    if (run) {
      event.preventDefault();
      run();
    }
  };

  return (
    <Dialog title="Add a block" onClose={onClose} wide>
      {() => (
        <div className={styles.picker}>
          <p className={styles.where}>{where}</p>
          <label htmlFor={`${id}-q`}>Search block types</label>
          <p id={`${id}-hint`} className={styles.hint}>
            Up and down arrows move through the list; Enter adds the highlighted block.
          </p>
          <input
            id={`${id}-q`}
            className={styles.search}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-activedescendant={shown.length ? optionId(current) : undefined}
            aria-describedby={`${id}-hint`}
            value={query}
            data-autofocus
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <p role="status" className={styles.count}>
            {shown.length === 0 ? 'No block type matches.' : `${shown.length} block ${shown.length === 1 ? 'type' : 'types'}`}
          </p>
          <ul id={`${id}-list`} role="listbox" aria-label="Block types" className={styles.list}>
            {shown.map((type, i) => (
              <li key={type.format} id={optionId(i)} role="option" aria-selected={i === current} className={styles.option} onClick={() => onPick(type.format)} onMouseMove={() => i !== current && setActive(i)}>
                {type.thumbnail ? <Thumbnail src={type.thumbnail} /> : <span className={styles.noThumb} />}
                <span className={styles.text}>
                  <span className={styles.name}>{type.label}</span>
                  {type.label !== type.format && type.format !== 'html' ? <span className={styles.format}> ({type.format})</span> : null}
                  <span className={styles.description}>{type.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}

function Thumbnail({ src }: { src: string }) {
  const [missing, setMissing] = useState(false);
  if (missing) return <span className={styles.noThumb} />;
  // eslint-disable-next-line @next/next/no-img-element -- a small static preview that may not exist yet
  return <img className={styles.thumb} src={src} alt="" width={96} height={64} loading="lazy" onError={() => setMissing(true)} />;
}
