import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckboxField, FormButton } from '../../../components/ui/form-controls';
import {
  keptBytes,
  keptForOtherAccounts,
  removeKeptDocuments,
  removeKeptForOtherAccounts,
  requestKeptPersistence,
  setAutoKeep,
  UnlockKeptDocuments,
  useKeptDocuments,
  type PersistenceAnswer,
} from '../../../entities/kept-documents';
import { useSiteLanguage } from '../../../lib/formats';
import { notify } from '../../../lib/notifications';
import { formatByteSize } from '../byte-size';
import styles from './on-this-phone-panel.module.css';

// Issue 18 "Kept on the device": the customer's say over what this phone
// keeps. Automatic keeping, how much is kept, a request that the browser keep
// it (storage can be evicted), a plain word when it was, removal, and the
// password when the documents are locked. Documents another account kept on
// this device are said to be here, with their size, and can be removed:
// never whose they are (no e-mail, no id), and never opened.

export function OnThisPhonePanel() {
  const { t } = useTranslation('profile');
  const language = useSiteLanguage();
  const kept = useKeptDocuments();
  const titleId = useId();
  const hintId = useId();
  const [persistence, setPersistence] = useState<PersistenceAnswer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const [othersRead, setOthersRead] = useState(0);
  const bytes = useReadAnswer(keptBytes, `${kept.setUp}/${kept.unlocked}`);
  const others = useReadAnswer(keptForOtherAccounts, `${kept.accountId}/${othersRead}`);

  const askPersistence = async () => {
    setPersistence(await requestKeptPersistence().catch((): PersistenceAnswer => 'unsupported'));
  };

  const removeWith = async (removal: () => Promise<void>, removed: string) => {
    try {
      await removal();
      notify({ type: 'success', message: removed });
    } catch {
      notify({ type: 'error', message: t('onThisPhone.removeFailed') });
    }
  };

  const remove = async () => {
    setConfirming(false);
    await removeWith(removeKeptDocuments, t('onThisPhone.removed'));
  };

  const removeOthers = async () => {
    setConfirmingOthers(false);
    await removeWith(removeKeptForOtherAccounts, t('onThisPhone.othersRemoved'));
    setOthersRead((reads) => reads + 1);
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('onThisPhone.title')}
      </h3>
      <p className={styles.text}>{t('onThisPhone.intro')}</p>
      {kept.evicted && <p className={styles.warning}>{t('onThisPhone.evicted')}</p>}

      <div className={styles.setting}>
        <CheckboxField
          label={t('onThisPhone.autoKeep')}
          checked={kept.autoKeep}
          disabled={kept.accountId === null}
          aria-describedby={hintId}
          onChange={(event) => void setAutoKeep(event.target.checked)}
        />
        <p id={hintId} className={styles.hint}>
          {t('onThisPhone.autoKeepHint')}
        </p>
      </div>

      {kept.setUp && !kept.unlocked && <UnlockKeptDocuments />}

      <p className={styles.text}>{kept.setUp && bytes !== null ? t('onThisPhone.usage', { size: formatByteSize(bytes, language) }) : t('onThisPhone.nothingKept')}</p>

      <div className={styles.actions}>
        <FormButton onClick={() => void askPersistence()}>{t('onThisPhone.persist')}</FormButton>
        {kept.setUp && <FormButton onClick={() => setConfirming(true)}>{t('onThisPhone.remove')}</FormButton>}
      </div>
      <p className={styles.text} role="status">
        {persistence && t(`onThisPhone.${persistence}`)}
      </p>

      {others !== null && others.accounts > 0 && (
        <div className={styles.actions}>
          <p className={styles.text}>{t('onThisPhone.othersKept', { count: others.accounts, size: formatByteSize(others.bytes, language) })}</p>
          <FormButton onClick={() => setConfirmingOthers(true)}>{t('onThisPhone.removeOthers')}</FormButton>
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('onThisPhone.remove')}
        question={t('onThisPhone.removeQuestion')}
        noLabel={t('onThisPhone.removeNo')}
        yesLabel={t('onThisPhone.removeYes')}
        onNo={() => setConfirming(false)}
        onYes={() => void remove()}
      />
      <ConfirmDialog
        open={confirmingOthers}
        title={t('onThisPhone.removeOthersTitle')}
        question={t('onThisPhone.removeOthersQuestion')}
        noLabel={t('onThisPhone.removeNo')}
        yesLabel={t('onThisPhone.removeYes')}
        onNo={() => setConfirmingOthers(false)}
        onYes={() => void removeOthers()}
      />
    </section>
  );
}

/** What an asynchronous read answers, read again when `readKey` changes; null until it answers, or when it fails. */
function useReadAnswer<T>(read: () => Promise<T>, readKey: string): T | null {
  const [answer, setAnswer] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    read().then(
      (value) => current && setAnswer(value),
      () => current && setAnswer(null),
    );
    return () => {
      current = false;
    };
  }, [read, readKey]);
  return answer;
}
