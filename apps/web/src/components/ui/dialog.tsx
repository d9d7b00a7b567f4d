import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TimesIcon } from './icons';
import { modalClosed, modalOpened } from './open-modals';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  size?: 'small' | 'medium';
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the
 * page inert (focus stays inside) and Esc closes it; focus returns to the
 * element that opened it (DESIGN.md Web app: dialogs trap and restore focus).
 */
export function Dialog({ open, onClose, title, children, size = 'medium' }: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const pressStartedOutside = useRef(false);
  const titleId = useId();
  useModalState(ref, open);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      // React passes a nested dialog's close up to this one: only its own counts.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      // Only a press that starts and ends on the backdrop closes: not a click on
      // the dialog's own padding (after its content moved), nor a text selection
      // dragged out of a field, either of which would throw away what was typed.
      onPointerDown={(event) => {
        pressStartedOutside.current = isOutside(event);
      }}
      onClick={(event) => {
        if (pressStartedOutside.current && isOutside(event)) onClose();
        pressStartedOutside.current = false;
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <TimesIcon />
        </button>
      </div>
      {children && <div className={styles.body}>{children}</div>}
    </dialog>
  );
}

/** The backdrop is the <dialog> element outside its own box. */
function isOutside(event: React.MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

function useModalState(ref: React.RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    modalOpened(dialog);
    return () => {
      modalClosed(dialog);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [ref, open]);
}
