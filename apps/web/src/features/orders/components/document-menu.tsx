import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './document-menu.module.css';

interface DocumentMenuProps {
  label: string;
  /** Closed and not focusable until the document exists. */
  active: boolean;
  /** Green once the document is ready (spec/02 4.2: the Results Pdf button). */
  tone: 'requisition' | 'results';
  /** Share and View are refused (an administrator acting as the customer). */
  actionsAllowed: boolean;
  /** Why the actions are refused, said under them. */
  refusedNote: string;
  viewing: boolean;
  onShare: () => void;
  onView: () => void;
}

/**
 * spec/02 4.2: a document's menu with Share and View, as a disclosure
 * (button with aria-expanded): Escape or leaving it closes it and focus goes
 * back to its button.
 */
export function DocumentMenu({ label, active, tone, actionsAllowed, refusedNote, viewing, onShare, onView }: DocumentMenuProps) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const noteId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) close(false);
  };
  const choose = (action: () => void) => {
    close(true);
    action();
  };

  return (
    <div className={styles.menu} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={`${styles.button} ${active ? styles[tone] : styles.inactive}`}
        aria-expanded={active ? open : undefined}
        aria-controls={active ? listId : undefined}
        aria-busy={viewing || undefined}
        disabled={!active}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
        {active && <span className={styles.caret} aria-hidden="true" />}
      </button>
      {active && (
        <div id={listId} className={styles.items} hidden={!open}>
          <button ref={first} type="button" className={styles.item} disabled={!actionsAllowed} aria-describedby={actionsAllowed ? undefined : noteId} onClick={() => choose(onShare)}>
            {t('documents.share')}
          </button>
          <button type="button" className={styles.item} disabled={!actionsAllowed || viewing} aria-describedby={actionsAllowed ? undefined : noteId} onClick={() => choose(onView)}>
            {viewing ? t('documents.viewing') : t('documents.view')}
          </button>
          {!actionsAllowed && (
            <p id={noteId} className={styles.note}>
              {refusedNote}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
