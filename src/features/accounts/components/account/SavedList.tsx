import { useEffect, useRef, useState } from 'react';
import buttons from '@/components/Buttons.module.css';
import { accountApi, type SavedArticle } from './account-api';
import { formatDate } from './format';
import { Status, type Notice } from './Status';
import styles from './AccountPage.module.css';

/**
 * Saved articles with a Remove button each (DELETE /api/account/saved). After a removal focus
 * moves to the next Remove button, or to the "none" sentence when the list is empty.
 */
export function SavedList({ initial, limit }: { initial: SavedArticle[]; limit?: number }) {
  const [items, setItems] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const focusAfter = useRef<number | null>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const shown = limit === undefined ? items : items.slice(0, limit);

  useEffect(() => {
    if (focusAfter.current === null) return;
    const visible = limit === undefined ? items : items.slice(0, limit);
    const next = visible[Math.min(focusAfter.current, visible.length - 1)];
    focusAfter.current = null;
    (next ? removeButtons.current.get(next.path) : emptyRef.current)?.focus();
  }, [items, limit]);

  async function remove(item: SavedArticle, index: number) {
    if (pending) return;
    setPending(item.path);
    setNotice(null);
    const result = await accountApi.removeSaved(item.path);
    setPending(null);
    const name = item.title ?? item.path;
    if (!result.ok) {
      setNotice({ kind: 'error', text: `“${name}” could not be removed: ${result.message}` });
      return;
    }
    focusAfter.current = index;
    setItems((current) => current.filter((i) => i.path !== item.path));
    setNotice({ kind: 'ok', text: `Removed “${name}” from your saved articles.` });
  }

  return (
    <>
      {shown.length === 0 ? (
        <p ref={emptyRef} tabIndex={-1} className={styles.muted}>
          You have not saved any articles yet.
        </p>
      ) : (
        <ul className={styles.list}>
          {shown.map((item, index) => (
            <li key={item.path} className={styles.item}>
              <div className={styles.itemMain}>
                <p className={styles.itemTitle}>
                  {item.title ? (
                    <a href={item.path}>{item.title}</a>
                  ) : (
                    <>
                      {item.path} <span className={styles.muted}>(no longer available)</span>
                    </>
                  )}
                </p>
                <p className={styles.small}>Saved {formatDate(item.savedAt)}</p>
              </div>
              <button
                type="button"
                className={buttons.secondary}
                ref={(element) => {
                  if (element) removeButtons.current.set(item.path, element);
                  else removeButtons.current.delete(item.path);
                }}
                aria-disabled={pending === item.path || undefined}
                onClick={() => void remove(item, index)}
              >
                {pending === item.path ? 'Removing…' : 'Remove'} <span className="visually-hidden">{item.title ?? item.path}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Status notice={notice} />
    </>
  );
}
