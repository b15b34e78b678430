import { useEffect, useId, useRef, type ReactNode } from 'react';
import buttons from '@/components/Buttons.module.css';
import dialogStyles from '@/components/ModalDialog.module.css';
import styles from './Editor.module.css';

/**
 * A native modal dialog, open while it is rendered: showModal makes the rest of the page inert
 * (focus stays inside), Escape closes it, and the browser returns focus to where it was.
 */
export function Dialog({ title, onClose, children, wide = false }: { title: string; onClose: () => void; children: (titleId: string) => ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // showModal focuses the first control; a dialog may name a better one (its search box).
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onClosed = () => closeRef.current();
    dialog?.addEventListener('close', onClosed);
    return () => {
      dialog?.removeEventListener('close', onClosed);
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    <dialog ref={ref} className={`${dialogStyles.dialog} ${wide ? styles.wideDialog : ''}`} aria-labelledby={titleId}>
      <div className={dialogStyles.panel}>
        <div className={dialogStyles.top}>
          <h2 id={titleId} className={dialogStyles.title}>
            {title}
          </h2>
          <button type="button" className={buttons.close} aria-label="Close" onClick={() => ref.current?.close()}>
            ×
          </button>
        </div>
        {children(titleId)}
      </div>
    </dialog>
  );
}

/** Asks before something that cannot simply be undone (publishing without approval, unpublishing). */
export function ConfirmDialog({ title, message, confirm, onConfirm, onCancel }: { title: string; message: ReactNode; confirm: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog title={title} onClose={onCancel}>
      {() => (
        <>
          <div className={styles.dialogText}>{message}</div>
          <div className={styles.buttonRow}>
            <button type="button" className={buttons.primary} onClick={onConfirm}>
              {confirm}
            </button>
            <button type="button" className={buttons.secondary} onClick={onCancel}>
              Cancel
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
