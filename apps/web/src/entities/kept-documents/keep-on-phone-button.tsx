import './i18n';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../components/ui/form-controls';
import { keepOrder } from './keep-order';
import { forgetKeptPart, keptPart, type KeptPart } from './kept-records';
import { UnlockKeptDocuments } from './unlock-kept-documents';
import { useKeptPart } from './use-kept-part';
import styles from './kept-documents.module.css';

// Issue 18 "Keep on this phone": on demand, for the pass (with its
// requisitions) or the results. Locked, it asks for the password first; what
// happens is said in a status line a screen reader hears.

type Phase = 'ready' | 'keeping' | 'asking' | 'removing';
type Note = 'keptNow' | 'removedNow' | 'offline' | 'failed' | 'removeFailed' | null;

/** "Keep on this phone" / "Kept on this phone" with Remove; asks for the password when the vault is locked. */
export function KeepOnPhoneButton({ orderId, what }: { orderId: string; what: KeptPart }) {
  const { t } = useTranslation('keptDocuments');
  const kept = useKeptPart(orderId, what);
  const [phase, setPhase] = useState<Phase>('ready');
  const [note, setNote] = useState<Note>(null);
  // Where the focus goes when the button it was on is replaced.
  const focusNext = useRef<'kept' | 'keep' | null>(null);
  const keptLabel = useRef<HTMLSpanElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);

  // In the commit that shows the new control, so the focus never rests on the page.
  useLayoutEffect(() => {
    const target = kept === true ? 'kept' : kept === false ? 'keep' : null;
    if (target === null || focusNext.current !== target) return;
    (target === 'kept' ? keptLabel : keepButton).current?.focus();
    focusNext.current = null;
  }, [kept]);

  const keep = async () => {
    setPhase('keeping');
    setNote(null);
    // Set before: the part reads as kept as soon as it is written, before keepOrder answers.
    focusNext.current = 'kept';
    const outcome = await keepOrder(orderId, what);
    if (outcome !== 'kept') focusNext.current = null;
    if (outcome === 'locked') {
      setPhase('asking');
      return;
    }
    setPhase('ready');
    setNote(outcome === 'kept' ? 'keptNow' : outcome);
  };

  // Unlocked from here: what was kept before shows as kept; otherwise keeping goes on.
  const afterUnlock = async () => {
    if (await keptPart(orderId, what).catch(() => false)) {
      focusNext.current = 'kept';
      setPhase('ready');
    } else {
      await keep();
    }
  };

  const remove = async () => {
    setPhase('removing');
    setNote(null);
    focusNext.current = 'keep';
    try {
      await forgetKeptPart(orderId, what);
      setNote('removedNow');
    } catch {
      focusNext.current = null;
      setNote('removeFailed');
    }
    setPhase('ready');
  };

  const noteText = note && t(`keep.${note}`);
  // Said to a screen reader; the label and buttons already show it.
  const heardOnly = note === 'keptNow' || note === 'removedNow';

  return (
    <div className={styles.keep}>
      <div className={styles.keepRow}>
        {kept ? (
          <>
            <span ref={keptLabel} tabIndex={-1} className={styles.kept}>
              <CheckIcon />
              {t('keep.kept')}
            </span>
            <FormButton onClick={() => void remove()} disabled={phase === 'removing'} aria-busy={phase === 'removing' || undefined} aria-label={t('keep.removeLabel')}>
              {t('keep.remove')}
            </FormButton>
          </>
        ) : (
          <FormButton ref={keepButton} variant="primary" onClick={() => void keep()} disabled={phase === 'keeping'} aria-busy={phase === 'keeping' || undefined}>
            {phase === 'keeping' ? t('keep.keeping') : t('keep.action')}
          </FormButton>
        )}
      </div>
      <p role="status" className={heardOnly ? 'visually-hidden' : styles.note}>
        {noteText}
      </p>
      {phase === 'asking' && (
        <div className={styles.ask}>
          <p className={styles.text}>{t('keep.askPassword')}</p>
          <UnlockKeptDocuments onUnlocked={() => void afterUnlock()} />
        </div>
      )}
    </div>
  );
}

const CheckIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
